import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Parts lists and the item search they use: the parts-list pages. */
export const bomPaths = catalogueMenuPathsOf('zoho/bom');
/** The catalogue synchronisation with Zoho Inventory: its own page. */
export const syncPaths = catalogueMenuPathsOf('zoho/zoho-api');
/** The storage check: its own page, for administrators. */
export const storagePaths = catalogueMenuPathsOf('zoho/test-storage');
/** Defining item attributes and giving items their values: the attributes page. */
export const attributePaths = catalogueMenuPathsOf('zoho/item-attribute');
/**
 * Reading attributes and filtering items by them: whoever searches items or edits attributes, and
 * the stock list (its category filter).
 */
export const attributeReadPaths = catalogueMenuPathsOf(
  'zoho/bom',
  'zoho/item-attribute',
  'logistics/stock',
);
