import {
  api,
  dealProgramListSchema,
  type DealProgramList,
  dealProgramRecordSchema,
  dealProgramVersionRecordSchema,
  type DealProgramRecord,
  type DealProgramUpdate,
  type DealProgramVersionRecord,
  type DealProgramVersionUpdate,
  type DealProgramWrite,
} from '@solar/shared';

/**
 * Deal programs and their versions: the list, a program, a version, and the administrators'
 * changes. Each page shows its own message for a failure; a stale save is the page's 409.
 */
const dealProgramApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmDealPrograms: build.query<DealProgramList, void>({
      query: () => '/api/crm/deal-programs/',
      responseSchema: dealProgramListSchema,
      keepUnusedDataFor: 0,
    }),
    crmDealProgram: build.query<DealProgramRecord, number>({
      query: (id) => `/api/crm/deal-programs/${id}/`,
      responseSchema: dealProgramRecordSchema,
      keepUnusedDataFor: 0,
    }),
    crmDealProgramVersion: build.query<DealProgramVersionRecord, number>({
      query: (id) => `/api/crm/deal-program-versions/${id}/`,
      responseSchema: dealProgramVersionRecordSchema,
      keepUnusedDataFor: 0,
    }),
    crmCreateDealProgram: build.mutation<DealProgramRecord, DealProgramWrite>({
      query: (body) => ({ url: '/api/crm/deal-programs/', method: 'POST', body }),
      responseSchema: dealProgramRecordSchema,
    }),
    crmUpdateDealProgram: build.mutation<
      DealProgramRecord,
      { id: number; body: DealProgramUpdate }
    >({
      query: ({ id, body }) => ({ url: `/api/crm/deal-programs/${id}/`, method: 'PUT', body }),
      responseSchema: dealProgramRecordSchema,
    }),
    crmCreateDealProgramVersion: build.mutation<
      DealProgramVersionRecord,
      { programId: number; effectiveFrom: string }
    >({
      query: ({ programId, effectiveFrom }) => ({
        url: `/api/crm/deal-programs/${programId}/versions/`,
        method: 'POST',
        body: { effective_from: effectiveFrom },
      }),
      responseSchema: dealProgramVersionRecordSchema,
    }),
    crmUpdateDealProgramVersion: build.mutation<
      DealProgramVersionRecord,
      { id: number; body: DealProgramVersionUpdate }
    >({
      query: ({ id, body }) => ({
        url: `/api/crm/deal-program-versions/${id}/`,
        method: 'PUT',
        body,
      }),
      responseSchema: dealProgramVersionRecordSchema,
    }),
  }),
});

export const {
  useCrmDealProgramsQuery,
  useCrmDealProgramQuery,
  useCrmDealProgramVersionQuery,
  useCrmCreateDealProgramMutation,
  useCrmUpdateDealProgramMutation,
  useCrmCreateDealProgramVersionMutation,
  useCrmUpdateDealProgramVersionMutation,
} = dealProgramApi;
