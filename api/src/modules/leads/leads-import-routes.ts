import { Readable } from 'node:stream';
import { leadImportMaxBytes, messages } from '@solar/shared/domain';
import {
  type CsvColumn,
  csvExportPageSize,
  csvResponseSchema,
  csvStream,
  sendCsv,
} from '../../http/csv-export';
import { HttpError } from '../../http/http-error';
import { tableUploadFormatOf } from '../../http/table-upload';
import { defineRoute } from '../../http/route-declaration';
import { leadPaths } from './leads-menu-paths';
import {
  leadImportDetails,
  leadImportHeader,
  leadImportProblemRowsAfter,
  leadImportProblems,
  startLeadImport,
  startLeadImportValidation,
  storeLeadUpload,
} from './leads-import-queries';
import {
  leadImportIdParamsSchema,
  leadImportProblemsQuery,
  leadImportProblemsSchema,
  leadImportResponseSchema,
  leadImportStartBodySchema,
  leadImportUploadQuerySchema,
  leadImportValidateBodySchema,
} from './leads-import-schemas';

const tag = 'leads';
const access = { staff: true, menuPaths: leadPaths } as const;

type ProblemRow = { row: number; cells: string[]; problems: { message: string }[] | null };

export const leadImportRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/imports/',
    access,
    tag,
    summary:
      'Stores a CSV or Excel workbook of leads (the body, text/csv or .xlsx, read as it arrives) and answers its header, first rows and a guessed column mapping',
    successStatus: 201,
    bodyLimit: leadImportMaxBytes,
    schemas: { querystring: leadImportUploadQuerySchema, response: leadImportResponseSchema },
    async handler({ query }, { deps, auth, request }) {
      // The app's CSV and workbook parsers hand the body over unread; anything else is refused.
      const format = tableUploadFormatOf(request.headers['content-type']);
      if (!(request.body instanceof Readable) || format === null) {
        throw new HttpError(400, messages.apiLeadImportNotCsv);
      }
      return storeLeadUpload(deps.database.db, auth.user, query.file_name, format, request.body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/leads/imports/:id/',
    access,
    tag,
    summary: 'One of the caller’s lead imports: its file, mapping, counts and jobs',
    schemas: { params: leadImportIdParamsSchema, response: leadImportResponseSchema },
    async handler({ params }, { deps, auth }) {
      return leadImportDetails(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/imports/:id/validate/',
    access,
    tag,
    summary: 'Keeps the column mapping and starts the job that checks every row',
    schemas: {
      params: leadImportIdParamsSchema,
      body: leadImportValidateBodySchema,
      response: leadImportResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return startLeadImportValidation(deps.database.db, deps.jobs, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/leads/imports/:id/problems/',
    access,
    tag,
    summary: 'The rows with problems, with each field’s message, one page at a time',
    schemas: {
      params: leadImportIdParamsSchema,
      querystring: leadImportProblemsQuery,
      response: leadImportProblemsSchema,
    },
    async handler({ params, query }, { deps, auth }) {
      return leadImportProblems(
        deps.database.db,
        auth.user,
        params.id,
        query.page,
        query.page_size,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/leads/imports/:id/problems/export/',
    access,
    tag,
    summary: 'The rows with problems as the file had them, with their messages, as CSV',
    schemas: { params: leadImportIdParamsSchema, response: csvResponseSchema },
    async handler({ params }, { deps, auth, reply }) {
      const db = deps.database.db;
      const header = await leadImportHeader(db, auth.user, params.id);
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
        leadImportProblemRowsAfter(db, auth.user, params.id, after, csvExportPageSize),
      );
      return sendCsv(reply, 'lead-rows-with-problems', stream);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/imports/:id/import/',
    access,
    tag,
    summary:
      'Starts the job that makes the checked rows leads; with problems only when valid_rows_only is chosen',
    schemas: {
      params: leadImportIdParamsSchema,
      body: leadImportStartBodySchema,
      response: leadImportResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return startLeadImport(deps.database.db, deps.jobs, auth.user, params.id, body);
    },
  }),
];
