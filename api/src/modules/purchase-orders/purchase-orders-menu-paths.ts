import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Orders Management: vendors, purchase orders and receiving. */
export const purchaseOrderPaths = catalogueMenuPathsOf('logistics/orders');
