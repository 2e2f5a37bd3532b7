/**
 * The customer portal's pages under `/customer`: each one's route pattern (relative to
 * `/customer`, as the portal remote exposes it) and title. The one copy of each title: the portal's
 * routes and page headings, its tiles, and the host's document title read them from here.
 */
export const portalPages = {
  home: { pattern: '', title: 'Customer Portal' },
  tracking: { pattern: 'tracking', title: 'Project Tracking' },
  proposals: { pattern: 'proposals', title: 'Invoice & Reports' },
  proposal: { pattern: 'proposals/:proposalId', title: 'Proposal' },
  request: { pattern: 'requests/:kind', title: 'Service request' },
} as const;
