import { z } from 'zod';
import { recordVersionSchema } from '../record-version';

/**
 * What the upload engine can import. Each kind is one file on the server (its fields, row check
 * and import); the data upload page offers the first three, the leads page the last.
 */
export const zohoUploadKinds = ['items', 'vendors', 'opening-stock', 'leads'] as const;
export type ZohoUploadKind = (typeof zohoUploadKinds)[number];

/** An upload's life: stored, checked by a job, imported by another (as the lead import). */
export const zohoUploadStatuses = [
  'uploaded',
  'validating',
  'validated',
  'importing',
  'imported',
] as const;
export type ZohoUploadStatus = (typeof zohoUploadStatuses)[number];

/** The largest file, the most rows and columns one upload may have. */
export const zohoUploadMaxBytes = 64 * 1024 * 1024;
export const zohoUploadMaxRows = 200_000;
export const zohoUploadMaxColumns = 100;
export const zohoUploadPreviewRows = 5;
/** Rows with problems the page lists. */
export const zohoUploadProblemRowsShown = 100;

/** A field a column can be matched to: an item's own fields, or an attribute (`attribute:<id>`). */
export const zohoUploadFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  /** A choice field's options: one of them may stand for the rows whose cell is empty. */
  options: z.array(z.string()).optional(),
});
export type ZohoUploadField = z.infer<typeof zohoUploadFieldSchema>;

/** Field key → the file's column index (from 0), or null when no column feeds it. */
export const zohoUploadColumnsSchema = z.record(
  z.string().max(40),
  z.number().int().min(0).max(zohoUploadMaxColumns).nullable(),
);
export type ZohoUploadColumns = z.infer<typeof zohoUploadColumnsSchema>;

/** Choice field key → the option used for the rows whose cell is empty (or that have no column). */
export const zohoUploadDefaultsSchema = z.record(z.string().max(40), z.string().max(100));
export type ZohoUploadDefaults = z.infer<typeof zohoUploadDefaultsSchema>;

/** `POST /api/zoho/uploads/{id}/validate/`: the confirmed mapping, from the version loaded. */
export const zohoUploadValidateSchema = z.strictObject({
  columns: zohoUploadColumnsSchema,
  defaults: zohoUploadDefaultsSchema.default({}),
  version: recordVersionSchema,
});
export type ZohoUploadValidate = z.input<typeof zohoUploadValidateSchema>;

/** `POST /api/zoho/uploads/{id}/import/`: whether to leave out the rows with problems. */
export const zohoUploadStartSchema = z.strictObject({
  valid_rows_only: z.boolean().default(false),
  version: recordVersionSchema,
});

/** `GET /api/zoho/uploads/{id}/`. */
export const zohoUploadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(zohoUploadKinds),
  file_name: z.string(),
  status: z.enum(zohoUploadStatuses),
  header: z.array(z.string()),
  preview: z.array(z.array(z.string())),
  fields: z.array(zohoUploadFieldSchema),
  columns: zohoUploadColumnsSchema,
  defaults: zohoUploadDefaultsSchema,
  total_rows: z.number().int(),
  valid_rows: z.number().int().nullable(),
  problem_rows: z.number().int().nullable(),
  imported_rows: z.number().int(),
  validation_job_id: z.string().nullable(),
  import_job_id: z.string().nullable(),
  version: z.number().int(),
});
export type ZohoUpload = z.infer<typeof zohoUploadSchema>;

/** `GET /api/zoho/uploads/{id}/problems/`: the first rows with problems, by line. */
export const zohoUploadProblemsSchema = z.object({
  count: z.number().int(),
  rows: z.array(
    z.object({
      row_number: z.number().int(),
      problems: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
});
export type ZohoUploadProblems = z.infer<typeof zohoUploadProblemsSchema>;
