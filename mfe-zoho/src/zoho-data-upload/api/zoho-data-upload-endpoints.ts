import {
  api,
  importFileContentType,
  zohoUploadProblemsSchema,
  zohoUploadSchema,
  type ZohoUpload,
  type ZohoUploadColumns,
  type ZohoUploadKind,
  type ZohoUploadProblems,
} from '@solar/shared';

const uploadTag = 'ZohoUpload' as const;

/**
 * The data upload's calls: the file (sent as CSV or as an Excel workbook), the upload as it stands, the mapping that
 * starts the check, the rows with problems and the start of the import. The page shows its own
 * messages (the default error policy).
 */
const zohoDataUploadApi = api.enhanceEndpoints({ addTagTypes: [uploadTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    zohoUploadFile: build.mutation<ZohoUpload, { file: File; kind: ZohoUploadKind }>({
      query: ({ file, kind }) => ({
        url: '/api/zoho/uploads/',
        method: 'POST',
        params: { kind, file_name: file.name || `${kind}.csv` },
        headers: { 'content-type': importFileContentType(file.name) },
        body: file,
      }),
      responseSchema: zohoUploadSchema,
    }),
    zohoUpload: build.query<ZohoUpload, number>({
      query: (id) => `/api/zoho/uploads/${id}/`,
      responseSchema: zohoUploadSchema,
      providesTags: (_result, _error, id) => [{ type: uploadTag, id }],
    }),
    zohoUploadValidate: build.mutation<
      ZohoUpload,
      { id: number; columns: ZohoUploadColumns; version: number }
    >({
      query: ({ id, ...body }) => ({
        url: `/api/zoho/uploads/${id}/validate/`,
        method: 'POST',
        body,
      }),
      responseSchema: zohoUploadSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: uploadTag, id }],
    }),
    zohoUploadProblems: build.query<ZohoUploadProblems, number>({
      query: (id) => `/api/zoho/uploads/${id}/problems/`,
      responseSchema: zohoUploadProblemsSchema,
      providesTags: (_result, _error, id) => [{ type: uploadTag, id }],
    }),
    zohoUploadImport: build.mutation<
      ZohoUpload,
      { id: number; valid_rows_only: boolean; version: number }
    >({
      query: ({ id, ...body }) => ({
        url: `/api/zoho/uploads/${id}/import/`,
        method: 'POST',
        body,
      }),
      responseSchema: zohoUploadSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: uploadTag, id }],
    }),
  }),
});

export const {
  useZohoUploadFileMutation,
  useZohoUploadQuery,
  useZohoUploadValidateMutation,
  useZohoUploadProblemsQuery,
  useZohoUploadImportMutation,
} = zohoDataUploadApi;
