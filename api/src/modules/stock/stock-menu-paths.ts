import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Stock Management: the stock list, an item's history, counts and transfers. */
export const stockPaths = catalogueMenuPathsOf('logistics/stock');
/** The Warehouse page: creating and changing warehouses. */
export const warehousePaths = catalogueMenuPathsOf('zoho/warehouse');
/**
 * Reading the warehouses and searching items: every page that picks one (stock, the warehouse
 * page, purchase orders, non-conforming material, shipping).
 */
export const stockReadPaths = catalogueMenuPathsOf(
  'logistics/stock',
  'zoho/warehouse',
  'logistics/orders',
  'logistics/ncrinventory',
  'zoho/shipping-details',
);
