import { Readable } from 'node:stream';
import { messages, zohoUploadMaxBytes } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import { defineRoute } from '../../http/route-declaration';
import { tableUploadFormatOf } from '../../http/table-upload';
import { uploadPaths } from './imports-menu-paths';
import {
  startUploadImport,
  startUploadValidation,
  storeUpload,
  uploadDetails,
  uploadProblems,
} from './imports-queries';
import {
  uploadIdParamsSchema,
  uploadProblemsResponseSchema,
  uploadQuerySchema,
  uploadResponseSchema,
  uploadStartBodySchema,
  uploadValidateBodySchema,
} from './imports-schemas';

const tag = 'imports';
const uploadAccess = { staff: true, menuPaths: uploadPaths } as const;

/** The data upload's routes: a file of one of the kinds, its mapping, its check and its import. */
export const importsRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/zoho/uploads/',
    access: uploadAccess,
    tag,
    summary:
      'Stores a CSV or Excel workbook (the body, text/csv or .xlsx, read as it arrives) of ?kind= (items) and answers its header, first rows, fields and a guessed column mapping',
    successStatus: 201,
    bodyLimit: zohoUploadMaxBytes,
    schemas: { querystring: uploadQuerySchema, response: uploadResponseSchema },
    async handler({ query }, { deps, auth, request }) {
      // The app's CSV and workbook parsers hand the body over unread; anything else is refused.
      const format = tableUploadFormatOf(request.headers['content-type']);
      if (!(request.body instanceof Readable) || format === null) {
        throw new HttpError(400, messages.apiLeadImportNotCsv);
      }
      return storeUpload(
        deps.database.db,
        auth.user.id,
        query.kind,
        query.file_name,
        format,
        request.body,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/uploads/:id/',
    access: uploadAccess,
    tag,
    summary: "An upload of the caller's: status, header, first rows, fields, mapping and counts",
    schemas: { params: uploadIdParamsSchema, response: uploadResponseSchema },
    async handler({ params }, { deps, auth }) {
      return uploadDetails(deps.database.db, auth.user.id, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/uploads/:id/validate/',
    access: uploadAccess,
    tag,
    summary: 'Keeps the column mapping and starts checking every row (a job; poll the upload)',
    schemas: {
      params: uploadIdParamsSchema,
      body: uploadValidateBodySchema,
      response: uploadResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return startUploadValidation(deps.database.db, deps.jobs, auth.user.id, params.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/uploads/:id/problems/',
    access: uploadAccess,
    tag,
    summary: 'How many rows have problems, and the first of them with their messages',
    schemas: { params: uploadIdParamsSchema, response: uploadProblemsResponseSchema },
    async handler({ params }, { deps, auth }) {
      return uploadProblems(deps.database.db, auth.user.id, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/uploads/:id/import/',
    access: uploadAccess,
    tag,
    summary:
      'Starts importing a checked file (a job); refused while a row has problems unless valid_rows_only',
    schemas: {
      params: uploadIdParamsSchema,
      body: uploadStartBodySchema,
      response: uploadResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return startUploadImport(deps.database.db, deps.jobs, auth.user.id, params.id, body);
    },
  }),
];
