/** Named lists of the specification (part 1 section 3, part 2), in display order. */
export const seedDealStages = [
  'Initial Contact',
  'Qualification',
  'Proposal',
  'Negotiation',
  'Closed Won',
  'Closed Lost',
  'Proposal Requested',
] as const;

export const seedDealStatuses = [
  'Draft',
  'Proposal Request',
  'In Progress',
  'Completed',
  'Cancelled',
] as const;

export const seedProposalStatuses = ['Draft', 'Submitted', 'Approved', 'Rejected'] as const;
