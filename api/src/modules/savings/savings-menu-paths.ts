import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Changing utility rates: the administrators' Utility Rates page. */
export const utilityRateAdminPaths = catalogueMenuPathsOf('admin/utility-rates');

/**
 * Reading utility rates and a deal's savings context: the screens that show savings or simulate
 * a battery, and the rates page itself. Per-deal access applies on top for a deal's context.
 */
export const savingsReadPaths = catalogueMenuPathsOf(
  'crm/battery-simulation',
  'crm/present-proposal',
  'crm/deal-proposal',
  'crm/design-proposal',
  'crm/preview-proposal',
  'crm/preview-proposal-plus',
  'admin/utility-rates',
);
