import {
  zohoUploadProblemsSchema,
  zohoUploadSchema,
  type ZohoUpload,
  type ZohoUploadColumns,
  type ZohoUploadDefaults,
  type ZohoUploadKind,
  type ZohoUploadProblems,
} from '../domain/bom/zoho-upload-schemas';
import { importFileContentType } from '../domain/leads/lead-import-constants';
import { api } from '../store/api';

const uploadTag = 'TableUpload' as const;

/** The download of an upload's rows with problems, as the file had them, with their messages. */
export const tableUploadProblemsExportUrl = (id: number) =>
  `/api/zoho/uploads/${id}/problems/export/`;

/**
 * The upload engine's calls, for every page that imports a file (the data upload, the leads
 * page): the file (sent as CSV or as an Excel workbook), the upload as it stands, the mapping
 * that starts the check, the rows with problems and the start of the import. The page shows its
 * own messages (the default error policy).
 */
const tableUploadApi = api.enhanceEndpoints({ addTagTypes: [uploadTag] }).injectEndpoints({
  // The CRM (lead files) and Zoho (catalogue files) each bundle this module and inject it into
  // the page's one API; the second copy's definitions are the same code and replace the first.
  overrideExisting: true,
  endpoints: (build) => ({
    tableUploadFile: build.mutation<ZohoUpload, { file: File; kind: ZohoUploadKind }>({
      query: ({ file, kind }) => ({
        url: '/api/zoho/uploads/',
        method: 'POST',
        params: { kind, file_name: file.name || `${kind}.csv` },
        headers: { 'content-type': importFileContentType(file.name) },
        body: file,
      }),
      responseSchema: zohoUploadSchema,
    }),
    tableUpload: build.query<ZohoUpload, number>({
      query: (id) => `/api/zoho/uploads/${id}/`,
      responseSchema: zohoUploadSchema,
      providesTags: (_result, _error, id) => [{ type: uploadTag, id }],
    }),
    tableUploadValidate: build.mutation<
      ZohoUpload,
      { id: number; columns: ZohoUploadColumns; defaults: ZohoUploadDefaults; version: number }
    >({
      query: ({ id, ...body }) => ({
        url: `/api/zoho/uploads/${id}/validate/`,
        method: 'POST',
        body,
      }),
      responseSchema: zohoUploadSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: uploadTag, id }],
    }),
    tableUploadProblems: build.query<ZohoUploadProblems, number>({
      query: (id) => `/api/zoho/uploads/${id}/problems/`,
      responseSchema: zohoUploadProblemsSchema,
      providesTags: (_result, _error, id) => [{ type: uploadTag, id }],
    }),
    tableUploadImport: build.mutation<
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
  useTableUploadFileMutation,
  useTableUploadQuery,
  useTableUploadValidateMutation,
  useTableUploadProblemsQuery,
  useTableUploadImportMutation,
} = tableUploadApi;
