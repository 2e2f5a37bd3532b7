import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** MRP: planning runs, their plans and turning planned orders into purchase orders. */
export const mrpPaths = catalogueMenuPathsOf('zoho/mrp');
