import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import {
  leadImportFields,
  leadImportMaxColumns,
  leadImportProblemsMaxPageSize,
  leadImportProblemsPageSize,
  leadImportStatuses,
} from './lead-import-constants';
import { leadInterests, leadSources } from './lead-constants';

const columnIndex = z
  .number()
  .int()
  .min(0)
  .max(leadImportMaxColumns - 1)
  .nullable()
  .optional();

/** Which column of the file (0-based) fills each lead field; null or absent: none. */
export const leadImportColumnsSchema = z
  .strictObject(
    Object.fromEntries(leadImportFields.map((field) => [field, columnIndex])) as Record<
      (typeof leadImportFields)[number],
      typeof columnIndex
    >,
  )
  .refine(
    (columns) =>
      columns.full_name != null || (columns.first_name != null && columns.last_name != null),
    { message: messages.importMappingNeedsName, path: ['full_name'] },
  );
export type LeadImportColumns = z.output<typeof leadImportColumnsSchema>;

/** The confirmed mapping: the columns, and the source and interest of rows without one. */
export const leadImportMappingSchema = z.strictObject({
  columns: leadImportColumnsSchema,
  default_source: z.enum(leadSources).nullable().default(null),
  default_interest: z.enum(leadInterests).nullable().default(null),
});
export type LeadImportMapping = z.output<typeof leadImportMappingSchema>;
export type LeadImportMappingInput = z.input<typeof leadImportMappingSchema>;

/** `POST /api/crm/leads/imports/{id}/validate/`: the mapping, from the version the user loaded. */
export const leadImportValidateSchema = leadImportMappingSchema.extend({
  version: recordVersionSchema,
});
export type LeadImportValidate = z.input<typeof leadImportValidateSchema>;

/**
 * `POST /api/crm/leads/imports/{id}/import/`: `valid_rows_only` must be true when some rows have
 * problems (a file with problems imports nothing unless the user chooses so).
 */
export const leadImportStartSchema = z.strictObject({
  valid_rows_only: z.boolean().default(false),
  version: recordVersionSchema,
});
export type LeadImportStart = z.input<typeof leadImportStartSchema>;

/** One uploaded file and where its import stands. */
export const leadImportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(leadImportStatuses),
  /** The file's first line. */
  header: z.array(z.string()),
  /** The first rows after the header, as read. */
  preview: z.array(z.array(z.string())),
  /** The confirmed mapping, or the one guessed from the header names until then. */
  mapping: z.object({
    columns: leadImportColumnsSchema,
    default_source: z.enum(leadSources).nullable(),
    default_interest: z.enum(leadInterests).nullable(),
  }),
  total_rows: z.number().int(),
  /** Known once the rows are checked (null before). */
  valid_rows: z.number().int().nullable(),
  problem_rows: z.number().int().nullable(),
  imported_rows: z.number().int(),
  /** The job checking the rows, then the job importing them (for the progress bar). */
  validation_job_id: z.string().nullable(),
  import_job_id: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  /** Who imported the rows and when (null until the import started). */
  imported_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  imported_at: z.string().nullable(),
});
export type LeadImport = z.infer<typeof leadImportSchema>;

/** One problem of one row: the row's line number in the file (the header is line 1). */
export const leadImportProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type LeadImportProblem = z.infer<typeof leadImportProblemSchema>;

/** `GET /api/crm/leads/imports/{id}/problems/`: a page of rows with problems. */
export const leadImportProblemsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: messages.apiPageSizeTooLarge })
    .max(leadImportProblemsMaxPageSize, { error: messages.apiPageSizeTooLarge })
    .default(leadImportProblemsPageSize),
});

export const leadImportProblemsResponseSchema = z.object({
  results: z.array(
    z.object({
      row: z.number().int(),
      problems: z.array(leadImportProblemSchema.omit({ row: true })),
    }),
  ),
  /** Rows with problems. */
  count: z.number().int(),
});
export type LeadImportProblems = z.infer<typeof leadImportProblemsResponseSchema>;
