// Messages: Leads (list, create, edit, assign, duplicates, convert, export).
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// The leads list.
export const failedToFetchLeads = 'Failed to fetch leads';
export const noLeadsYet =
  'No leads yet. Add a lead with "New lead" when someone asks about an installation.';
export const noLeadsMatch =
  'No lead matches these filters. Clear the search or the filters to see every lead.';
export const newLead = 'New lead';
export const editLead = 'Edit lead';
export const leadCreated = 'Lead created successfully';
export const leadUpdated = 'Lead updated successfully';
export const leadAssigned = 'Lead assigned successfully';
export const leadDisqualified = 'Lead disqualified';
export const leadConverted = 'Lead converted to a deal';
export const failedToSaveLead = 'Failed to save lead: ';
export const exportCsv = 'Export CSV';

// The lead form.
export const pleaseSelectLeadSource = 'Please select a source';
export const pleaseSelectLeadInterest = 'Please select an interest';
export const pleaseSelectLeadStatus = 'Please select a status';
export const pleaseSelectLeadOwner = 'Please select an owner';
export const leadAddressTooLong = 'Address must be at most 255 characters';
export const disqualifyReasonRequired = 'Please say why the lead is disqualified';
export const disqualifyReasonTooLong = 'The reason must be at most 500 characters';
export const disqualifyLead = 'Disqualify';
export const disqualifyLeadTitle = 'Disqualify lead';
export const convertLead = 'Convert to deal';
export const convertNeedsAddress = 'Add the lead’s address before converting it to a deal';

// Duplicates.
export const possibleDuplicatesTitle = 'Possible duplicates';
export const duplicateMatchedOn = 'Same ';
export const duplicateNotYours = 'belongs to another team';

// API answers.
export const apiLeadNotFound = 'Lead not found';
export const noLeadPermission = 'You do not have permission to access this lead';
export const apiLeadAlreadyConverted = 'This lead has already been converted to a deal';
export const apiLeadStatusConvertedOnlyByConvert =
  'A lead becomes Converted only by converting it to a deal';

// Import from CSV.
export const importLeads = 'Import';
export const importLeadsTitle = 'Import leads from a CSV or Excel file';
export const importChooseFile = 'Drop a CSV or Excel (.xlsx) file here or choose one';
export const importChooseFileButton = 'Choose file';
export const importUploading = 'Reading the file…';
export const importMappingTitle = 'Match the file’s columns to lead fields';
export const importMappingHelp =
  'Each lead field takes one column of the file. Columns left unmatched are not imported.';
export const importColumnNotMapped = 'Not imported';
export const importNoDefault = 'No default (the row needs one)';
export const importPreviewTitle = 'First rows of the file';
export const importCheckRows = 'Check the rows';
export const importValidatedAll = (count: number) =>
  `All ${count} rows are valid and ready to import.`;
export const importValidatedWithProblems = (valid: number, problems: number) =>
  `${valid} ${valid === 1 ? 'row is' : 'rows are'} valid; ${problems} ${problems === 1 ? 'row has' : 'rows have'} problems and will not be imported.`;
export const importProblemsTitle = 'Rows with problems';
export const importProblemRow = 'Row';
export const importProblemField = 'Field';
export const importProblemMessage = 'Problem';
export const importDownloadProblemRows = 'Download the rows with problems (CSV)';
export const importAllRows = 'Import the leads';
export const importValidRows = 'Import the valid rows';
export const importFixedFile = 'Upload a fixed file';
export const importRunning = 'Importing leads…';
export const importFinished = (count: number) =>
  `${count} ${count === 1 ? 'lead was' : 'leads were'} imported.`;
export const importStartOver = 'Import another file';
export const importViewLeads = 'Show the leads';
export const importMappingNeedsName =
  'Match a column to the name (full name, or first and last name)';
export const importDuplicateInFile = (field: string, row: number) =>
  `Same ${field} as row ${row} of this file`;
export const importDuplicateExisting = (field: string, kind: string) =>
  `Same ${field} as an existing ${kind}`;
export const importOwnerUnknown =
  'No sales person you may assign has this e-mail; leave it empty to own the lead yourself';
export const apiLeadImportNotFound = 'Import not found';
export const apiLeadImportEmptyFile = 'The file has no rows: its first line must name the columns';
export const apiLeadImportTooLarge = 'The file is too large: at most 64 MB and 200 000 rows';
export const apiLeadImportTooManyColumns = 'The file has too many columns: at most 100';
export const apiLeadImportNotCsv =
  'Upload the file as CSV (text/csv) or as an Excel workbook (.xlsx)';
export const apiLeadImportUnreadable =
  'The file could not be read as CSV: save it as CSV (UTF-8) and upload it again';
export const apiImportUnreadableXlsx =
  'The file could not be read as an Excel workbook: save it as .xlsx or CSV (UTF-8) and upload it again';
export const apiLeadImportColumnMissing = 'A matched column is not in the file';
export const apiLeadImportBusy = 'The rows are being checked or imported; wait for it to finish';
export const apiLeadImportNotValidated = 'Check the rows before importing them';
export const apiLeadImportHasProblems =
  'Some rows have problems: import the valid rows or upload a fixed file';
export const apiLeadImportAlreadyImported = 'This file has already been imported';
export const apiLeadImportNothingValid = 'No row is valid: fix the file and upload it again';
