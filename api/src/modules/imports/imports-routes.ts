import { Readable } from 'node:stream';
import { messages, zohoUploadMaxBytes } from '@solar/shared/domain';
import {
  type CsvColumn,
  csvExportPageSize,
  csvResponseSchema,
  csvStream,
  sendCsv,
} from '../../http/csv-export';
import { HttpError } from '../../http/http-error';
import { defineRoute } from '../../http/route-declaration';
import { tableUploadFormatOf } from '../../http/table-upload';
import { leadPaths } from '../leads';
import { uploadPaths } from './imports-menu-paths';
import {
  startUploadImport,
  startUploadValidation,
  storeUpload,
  uploadDetails,
  uploadHeader,
  uploadProblemRowsAfter,
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
// The data upload's people upload catalogue files, the leads page's people lead files; each
// upload's kind is checked against the caller's pages as well.
const uploadAccess = { staff: true, menuPaths: [...uploadPaths, ...leadPaths] } as const;

type ProblemRow = { row: number; cells: string[]; problems: { message: string }[] | null };

/**
 * The upload engine's routes: a file of one of the kinds (the catalogue's, or leads), its
 * mapping, its check and its import.
 */
export const importsRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/zoho/uploads/',
    access: uploadAccess,
    tag,
    summary:
      'Stores a CSV or Excel workbook (the body, text/csv or .xlsx, read as it arrives) of ?kind= (items, vendors, opening-stock: data upload page; leads: leads page) and answers its header, first rows, fields and a guessed column mapping',
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
        auth.user,
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
      return uploadDetails(deps.database.db, auth.user, params.id);
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
      return startUploadValidation(deps.database.db, deps.jobs, auth.user, params.id, body);
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
      return uploadProblems(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/uploads/:id/problems/export/',
    access: uploadAccess,
    tag,
    summary: 'The rows with problems as the file had them, with their messages, as CSV',
    schemas: { params: uploadIdParamsSchema, response: csvResponseSchema },
    async handler({ params }, { deps, auth, reply }) {
      const db = deps.database.db;
      const header = await uploadHeader(db, auth.user, params.id);
      const columns: CsvColumn<ProblemRow>[] = [
        { header: 'row', value: (row) => row.row },
        ...header.map((name, index) => ({
          header: name,
          value: (row: ProblemRow) => row.cells[index] ?? '',
        })),
        {
          header: 'problems',
          value: (row) => (row.problems ?? []).map((problem) => problem.message).join('; '),
        },
      ];
      const stream = await csvStream(columns, (after: number | null) =>
        uploadProblemRowsAfter(db, auth.user, params.id, after, csvExportPageSize),
      );
      return sendCsv(reply, 'rows-with-problems', stream);
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
      return startUploadImport(deps.database.db, deps.jobs, auth.user, params.id, body);
    },
  }),
];
