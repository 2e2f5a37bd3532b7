import { catalogueMenuPathsOf, menuPathsOfGroup } from '../../http/catalogue-menu-paths';

/** Creating, changing and deleting deals: the deals list's own path. */
export const dealWritePaths = catalogueMenuPathsOf('crm/deals');

/** Listing deals: the deals list, and the proposals screens, which pick deals. */
export const dealListPaths = catalogueMenuPathsOf(
  'crm/deals',
  'crm/proposals',
  'crm/present-proposal',
);

/**
 * Reading one deal (details, the access check): every screen scoped to a deal (details, power
 * bill, contact, site sketch, deal proposal) and the proposals screens that show a deal's
 * proposals. Per-deal access still applies on top.
 */
export const dealReadPaths = catalogueMenuPathsOf(
  'crm/deals',
  'crm/deal-details',
  'crm/power-bill',
  'crm/deal-contact',
  'crm/site-sketch',
  'crm/deal-proposal',
  'crm/proposals',
  'crm/present-proposal',
);

/** Reference lists, geocoding and the sales-person tree: any CRM path. */
export const anyCrmPaths = menuPathsOfGroup('crm');

/** The sales-person tree page: the only screen that moves people. */
export const salesPersonTreePaths = catalogueMenuPathsOf('crm/sales-person-tree');
