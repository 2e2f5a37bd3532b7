/** Where a lead came from, in display order. */
export const leadSources = [
  'Website',
  'Referral',
  'Phone',
  'Event',
  'Door-to-door',
  'Partner',
  'Other',
] as const;
export type LeadSource = (typeof leadSources)[number];

/** What the lead is interested in, in display order. */
export const leadInterests = ['Solar', 'HVAC', 'Battery', 'Other'] as const;
export type LeadInterest = (typeof leadInterests)[number];

/** A lead's life, in order. Converted is reached only by converting the lead to a deal. */
export const leadStatuses = ['New', 'Contacted', 'Qualified', 'Disqualified', 'Converted'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The statuses a user may set by editing (Converted comes only with a deal). */
export const leadEditableStatuses = ['New', 'Contacted', 'Qualified', 'Disqualified'] as const;

export const leadsDefaultPageSize = 20;
export const leadListMaxPageSize = 100;
export const leadAddressMaxLength = 255;
export const leadNotesMaxLength = 2000;
export const disqualifyReasonMaxLength = 500;
