import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Shipping Details: planning, shipping and delivering shipments to job sites. */
export const shippingPaths = catalogueMenuPathsOf('zoho/shipping-details');
/** A deal's shipments on its page: whoever opens deals, within the deal's own access rule. */
export const dealShipmentPaths = catalogueMenuPathsOf('crm/deals', 'crm/deal-details');
