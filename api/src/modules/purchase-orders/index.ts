// What other modules (non-conforming material) use of purchase orders.
export { purchaseOrderNumber } from './purchase-orders-queries';
