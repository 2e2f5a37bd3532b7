import {
  api,
  importFileContentType,
  leadImportProblemsResponseSchema,
  leadImportSchema,
  type LeadImport,
  type LeadImportProblems,
  type LeadImportStart,
  type LeadImportValidate,
} from '@solar/shared';

const importTag = 'CrmLeadImport' as const;

/**
 * The lead import's calls: the upload (the file itself is the body, sent as CSV or as an Excel workbook), the import as
 * it stands, the mapping confirmation that starts the check, the rows with problems and the start
 * of the import. The dialog shows its own messages under the default error policy.
 */
export const leadImportApi = api.enhanceEndpoints({ addTagTypes: [importTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmUploadLeadFile: build.mutation<LeadImport, File>({
      query: (file) => ({
        url: '/api/crm/leads/imports/',
        method: 'POST',
        params: { file_name: file.name || 'leads.csv' },
        headers: { 'content-type': importFileContentType(file.name) },
        body: file,
      }),
      responseSchema: leadImportSchema,
    }),
    crmLeadImport: build.query<LeadImport, number>({
      query: (id) => `/api/crm/leads/imports/${id}/`,
      responseSchema: leadImportSchema,
      providesTags: (_result, _error, id) => [{ type: importTag, id }],
    }),
    crmValidateLeadImport: build.mutation<LeadImport, { id: number; body: LeadImportValidate }>({
      query: ({ id, body }) => ({
        url: `/api/crm/leads/imports/${id}/validate/`,
        method: 'POST',
        body,
      }),
      responseSchema: leadImportSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: importTag, id }],
    }),
    crmLeadImportProblems: build.query<
      LeadImportProblems,
      { id: number; page: number; pageSize: number }
    >({
      query: ({ id, page, pageSize }) => ({
        url: `/api/crm/leads/imports/${id}/problems/`,
        params: { page, page_size: pageSize },
      }),
      responseSchema: leadImportProblemsResponseSchema,
      providesTags: (_result, _error, { id }) => [{ type: importTag, id }],
    }),
    crmStartLeadImport: build.mutation<LeadImport, { id: number; body: LeadImportStart }>({
      query: ({ id, body }) => ({
        url: `/api/crm/leads/imports/${id}/import/`,
        method: 'POST',
        body,
      }),
      responseSchema: leadImportSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: importTag, id }],
    }),
  }),
});

export const {
  useCrmUploadLeadFileMutation,
  useCrmLeadImportQuery,
  useCrmValidateLeadImportMutation,
  useCrmLeadImportProblemsQuery,
  useCrmStartLeadImportMutation,
} = leadImportApi;
