import {
  api,
  plannedImportResultSchema,
  plannedInstallationListSchema,
  plannedInstallationSchema,
  type PlannedInstallation,
  type PlannedInstallationInput,
} from '@solar/shared';

const tag = 'PlannedInstallations';

/** Plan Demand: planned installations of a weeks window, their edits, copies and CSV imports. */
export const planeDemandApi = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    plannedInstallations: build.query<PlannedInstallation[], { fromWeek: string; weeks: number }>({
      query: ({ fromWeek, weeks }) => ({
        url: '/api/demand/planned/',
        params: { from_week: fromWeek, weeks },
      }),
      responseSchema: plannedInstallationListSchema,
      providesTags: [tag],
    }),
    plannedCreate: build.mutation<PlannedInstallation, PlannedInstallationInput>({
      query: (body) => ({ url: '/api/demand/planned/', method: 'POST', body }),
      responseSchema: plannedInstallationSchema,
      invalidatesTags: [tag],
    }),
    plannedUpdate: build.mutation<
      PlannedInstallation,
      { id: number; body: PlannedInstallationInput & { version: number } }
    >({
      query: ({ id, body }) => ({ url: `/api/demand/planned/${id}/`, method: 'PUT', body }),
      responseSchema: plannedInstallationSchema,
      invalidatesTags: [tag],
    }),
    plannedDelete: build.mutation<null, { id: number; version: number }>({
      query: ({ id, version }) => ({
        url: `/api/demand/planned/${id}/`,
        method: 'DELETE',
        params: { version },
      }),
      invalidatesTags: [tag],
    }),
    plannedCopyWeek: build.mutation<{ count: number }, { from_week: string; to_week: string }>({
      query: (body) => ({ url: '/api/demand/planned/copy-week/', method: 'POST', body }),
      responseSchema: plannedImportResultSchema,
      invalidatesTags: [tag],
    }),
    plannedImport: build.mutation<{ count: number }, File>({
      query: (file) => ({
        url: '/api/demand/planned/import/',
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: file,
      }),
      responseSchema: plannedImportResultSchema,
      invalidatesTags: [tag],
    }),
  }),
});

export const {
  usePlannedInstallationsQuery,
  usePlannedCreateMutation,
  usePlannedUpdateMutation,
  usePlannedDeleteMutation,
  usePlannedCopyWeekMutation,
  usePlannedImportMutation,
} = planeDemandApi;
