import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/**
 * Sending a proposal and reading what became of it: the proposals list, the deal's proposal page
 * and the deal page (its status chips). Per-deal access applies on top.
 */
export const proposalSendingPaths = catalogueMenuPathsOf(
  'crm/proposals',
  'crm/deal-proposal',
  'crm/deal-details',
);
