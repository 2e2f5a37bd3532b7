/** The named lists the screens pick from (deal stages and statuses, proposal statuses), in display order. */
export const seedDealStages = [
  'Initial Contact',
  'Qualification',
  'Proposal Requested',
  'Proposal',
  'Negotiation',
  'Closed Won',
  'Closed Lost',
] as const;

export const seedDealStatuses = [
  'Draft',
  'Proposal Request',
  'In Progress',
  'Completed',
  'Cancelled',
] as const;

export const seedProposalStatuses = ['Draft', 'Submitted', 'Approved', 'Rejected'] as const;
