import { menuPathOfPattern, workplaceRoutes } from '@solar/shared/domain';

/** Creating, changing and deleting deals: the deals list's own path. */
export const dealWritePaths = ['crm/deals'] as const;

/** Listing deals: the deals list, and the proposals screens, which pick deals. */
export const dealListPaths = ['crm/deals', 'crm/proposals', 'crm/present-proposal'] as const;

/**
 * Reading one deal (details, the access check): every screen scoped to a deal (details, power
 * bill, contact, site sketch, deal proposal) and the proposals screens that show a deal's
 * proposals. Per-deal access still applies on top.
 */
export const dealReadPaths = [
  'crm/deals',
  'crm/deal-details',
  'crm/power-bill',
  'crm/deal-contact',
  'crm/site-sketch',
  'crm/deal-proposal',
  'crm/proposals',
  'crm/present-proposal',
] as const;

/** Reference lists, geocoding and the sales-person tree: any CRM path. */
export const anyCrmPaths: readonly string[] = [
  ...new Set(
    workplaceRoutes
      .filter((route) => route.group === 'crm')
      .map((route) => menuPathOfPattern(route.pattern)),
  ),
];
