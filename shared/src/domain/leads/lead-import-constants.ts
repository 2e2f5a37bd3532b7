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

/** The content type an Excel workbook (.xlsx) is uploaded with; CSV goes as `text/csv`. */
export const spreadsheetContentType =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What the file pickers of the imports accept. */
export const importFileAccept = `.csv,text/csv,.xlsx,${spreadsheetContentType}`;

/** The content type a chosen file is sent with: an Excel workbook by its name, else CSV. */
export function importFileContentType(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? spreadsheetContentType : 'text/csv';
}
