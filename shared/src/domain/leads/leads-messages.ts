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
