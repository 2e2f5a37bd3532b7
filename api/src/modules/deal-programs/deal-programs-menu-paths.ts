import { catalogueMenuPathsOf, menuPathsOfGroup } from '../../http/catalogue-menu-paths';

/**
 * Reading programs: their pages and every screen that prices a proposal with them. Per-deal
 * access applies on top for a deal's offers.
 */
export const dealProgramReadPaths = catalogueMenuPathsOf(
  'crm/deal-program',
  'crm/deal-program-design',
  'crm/program-proposal-design',
  'crm/present-proposal',
  'crm/deal-proposal',
  'crm/design-proposal',
  'crm/preview-proposal',
  'crm/preview-proposal-plus',
  'admin/tax-rates',
);

/** Changing programs, their versions and prices: administrators (whoever holds an admin page). */
export const dealProgramAdminPaths = menuPathsOfGroup('admin');
