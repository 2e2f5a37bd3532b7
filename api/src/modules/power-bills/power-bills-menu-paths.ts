import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/**
 * The power bill page's own path and the deals list it is opened from (the page keeps the deals
 * entry highlighted, and a user with the deals list may add a bill from it). Per-deal access
 * applies on top of these.
 */
export const powerBillPaths = catalogueMenuPathsOf('crm/power-bill', 'crm/deals');
