import {
  api,
  mergeValuesSchema,
  requestTimeouts,
  templateDealOptionSchema,
  templateImageSchema,
  templateListRowSchema,
  templateRecordSchema,
  type MergeValuesResponse,
  type TemplateCreatePayload,
  type TemplateDealOption,
  type TemplateGroup,
  type TemplateImage,
  type TemplateImageUpload,
  type TemplateListRow,
  type TemplateRecord,
  type TemplateUpdatePayload,
} from '@solar/shared';

interface TemplateListArgs {
  group: TemplateGroup;
  search: string;
}

/**
 * Every template call takes the shared toast (`shared-toast`): a failed save or delete shows the
 * server's message (a 409 says someone saved the template first), a 403 or 404 leaves for the
 * dashboard.
 */
const sharedToast = { errorPolicy: 'shared-toast' } as const;

/** The template calls, injected into the one shared API with names prefixed `templates…`. */
const templatesApi = api.enhanceEndpoints({ addTagTypes: ['Template'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    templatesList: build.query<TemplateListRow[], TemplateListArgs>({
      query: ({ group, search }) => ({
        url: '/api/templates/',
        params: search.trim() ? { group, search: search.trim() } : { group },
      }),
      responseSchema: templateListRowSchema.array(),
      providesTags: (rows) => [
        { type: 'Template', id: 'LIST' },
        ...(rows ?? []).map((row) => ({ type: 'Template' as const, id: row.id })),
      ],
      extraOptions: sharedToast,
    }),
    templatesGet: build.query<TemplateRecord, number>({
      query: (id) => `/api/templates/${id}/`,
      responseSchema: templateRecordSchema,
      providesTags: (_result, _error, id) => [{ type: 'Template', id }],
      extraOptions: sharedToast,
    }),
    templatesCreate: build.mutation<TemplateRecord, TemplateCreatePayload>({
      query: (body) => ({ url: '/api/templates/', method: 'POST', body }),
      responseSchema: templateRecordSchema,
      invalidatesTags: [{ type: 'Template', id: 'LIST' }],
      extraOptions: sharedToast,
    }),
    templatesUpdate: build.mutation<TemplateRecord, { id: number; body: TemplateUpdatePayload }>({
      query: ({ id, body }) => ({ url: `/api/templates/${id}/`, method: 'PUT', body }),
      responseSchema: templateRecordSchema,
      // The editor keeps what it saved; only the lists need to refetch.
      invalidatesTags: [{ type: 'Template', id: 'LIST' }],
      extraOptions: sharedToast,
    }),
    templatesDuplicate: build.mutation<TemplateRecord, number>({
      query: (id) => ({ url: `/api/templates/${id}/duplicate/`, method: 'POST' }),
      responseSchema: templateRecordSchema,
      invalidatesTags: [{ type: 'Template', id: 'LIST' }],
      extraOptions: sharedToast,
    }),
    templatesDelete: build.mutation<void, number>({
      query: (id) => ({ url: `/api/templates/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Template', id: 'LIST' },
        { type: 'Template', id },
      ],
      extraOptions: sharedToast,
    }),
    templatesUploadImage: build.mutation<TemplateImage, TemplateImageUpload>({
      query: (body) => ({ url: '/api/templates/images/', method: 'POST', body }),
      responseSchema: templateImageSchema,
      // An upload of 2 MiB on a slow line needs the shared helper's longer timeout.
      extraOptions: { ...sharedToast, timeout: requestTimeouts.sharedHelper },
    }),
    templatesDealOptions: build.query<TemplateDealOption[], void>({
      query: () => '/api/templates/deal-options/',
      responseSchema: templateDealOptionSchema.array(),
      extraOptions: sharedToast,
    }),
    templatesMergeValues: build.query<
      MergeValuesResponse,
      { dealId: number; proposalId: number | null }
    >({
      query: ({ dealId, proposalId }) => ({
        url: '/api/templates/merge-values/',
        params: { deal_id: dealId, ...(proposalId === null ? {} : { proposal_id: proposalId }) },
      }),
      responseSchema: mergeValuesSchema,
      extraOptions: sharedToast,
    }),
  }),
});

export const {
  useTemplatesListQuery,
  useTemplatesGetQuery,
  useTemplatesCreateMutation,
  useTemplatesUpdateMutation,
  useTemplatesDuplicateMutation,
  useTemplatesDeleteMutation,
  useTemplatesUploadImageMutation,
  useTemplatesDealOptionsQuery,
  useTemplatesMergeValuesQuery,
} = templatesApi;
