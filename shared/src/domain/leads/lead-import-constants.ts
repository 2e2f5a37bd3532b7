/** The lead fields a file's columns can be mapped to, in the mapping step's order. */
export const leadImportFields = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'source',
  'interest',
  'notes',
  'owner',
] as const;
export type LeadImportField = (typeof leadImportFields)[number];

/**
 * An import's life: the file is stored (`uploaded`), its rows are checked by a job
 * (`validating`, then `validated`), the chosen rows become leads by another job (`importing`,
 * then `imported`).
 */
export const leadImportStatuses = [
  'uploaded',
  'validating',
  'validated',
  'importing',
  'imported',
] as const;
export type LeadImportStatus = (typeof leadImportStatuses)[number];

/** The largest file accepted, in bytes (100 000 rows of a usual export are about 15 MB). */
export const leadImportMaxBytes = 64 * 1024 * 1024;
/** The most rows one file may hold. */
export const leadImportMaxRows = 200_000;
/** The most columns a file may have. */
export const leadImportMaxColumns = 100;
/** Rows shown in the mapping step's preview. */
export const leadImportPreviewRows = 5;
export const leadImportProblemsPageSize = 20;
export const leadImportProblemsMaxPageSize = 100;

/** The content type an Excel workbook (.xlsx) is uploaded with; CSV goes as `text/csv`. */
export const spreadsheetContentType =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What the file pickers of the imports accept. */
export const importFileAccept = `.csv,text/csv,.xlsx,${spreadsheetContentType}`;

/** The content type a chosen file is sent with: an Excel workbook by its name, else CSV. */
export function importFileContentType(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? spreadsheetContentType : 'text/csv';
}
