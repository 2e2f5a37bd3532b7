import {
  api,
  type DealCreatePayload,
  type Lead,
  type LeadAssign,
  type LeadConvertResponse,
  leadConvertResponseSchema,
  type LeadDuplicates,
  leadDuplicatesResponseSchema,
  type LeadInput,
  type LeadListResponse,
  leadListResponseSchema,
  leadSchema,
  type LeadUpdate,
} from '@solar/shared';

/** Invalidation tag of every lead; `LIST` stands for any list answer. */
const crmLeadTag = 'CrmLead' as const;
const listTag = { type: crmLeadTag, id: 'LIST' } as const;

/** The list's query as the API names it; absent filters are left out. */
export interface LeadListQuery {
  page: number;
  page_size: number;
  search?: string;
  status?: string;
  source?: string;
  owners?: string;
}

/**
 * Every leads call (list, create, edit, assign, the duplicates check, convert), injected into
 * the one shared API. The leads page shows its own messages under the default error policy.
 */
const leadsApi = api.enhanceEndpoints({ addTagTypes: [crmLeadTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmLeads: build.query<LeadListResponse, LeadListQuery>({
      query: (params) => ({ url: '/api/crm/leads/', params }),
      responseSchema: leadListResponseSchema,
      providesTags: (result) => [
        listTag,
        ...(result?.results ?? []).map(({ id }) => ({ type: crmLeadTag, id })),
      ],
    }),
    crmCreateLead: build.mutation<Lead, LeadInput>({
      query: (body) => ({ url: '/api/crm/leads/', method: 'POST', body }),
      responseSchema: leadSchema,
      invalidatesTags: [listTag],
    }),
    crmUpdateLead: build.mutation<Lead, { id: number; payload: LeadUpdate }>({
      query: ({ id, payload }) => ({ url: `/api/crm/leads/${id}/`, method: 'PUT', body: payload }),
      responseSchema: leadSchema,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: crmLeadTag, id }],
    }),
    crmAssignLead: build.mutation<Lead, { id: number; payload: LeadAssign }>({
      query: ({ id, payload }) => ({
        url: `/api/crm/leads/${id}/assign/`,
        method: 'POST',
        body: payload,
      }),
      responseSchema: leadSchema,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: crmLeadTag, id }],
    }),
    crmConvertLead: build.mutation<
      LeadConvertResponse,
      { id: number; version: number; deal: DealCreatePayload }
    >({
      query: ({ id, version, deal }) => ({
        url: `/api/crm/leads/${id}/convert/`,
        method: 'POST',
        body: { version, deal },
      }),
      responseSchema: leadConvertResponseSchema,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: crmLeadTag, id }],
    }),
    crmLeadDuplicates: build.query<
      LeadDuplicates,
      { email: string; phone: string; address: string; except?: number }
    >({
      query: (params) => ({ url: '/api/crm/leads/duplicates/', params }),
      // The warning is a comfort while typing: a failed check shows no warning, the save decides.
      responseSchema: leadDuplicatesResponseSchema,
    }),
  }),
});

export const {
  useCrmLeadsQuery,
  useCrmCreateLeadMutation,
  useCrmUpdateLeadMutation,
  useCrmAssignLeadMutation,
  useCrmConvertLeadMutation,
  useCrmLeadDuplicatesQuery,
} = leadsApi;
