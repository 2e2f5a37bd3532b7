// What other modules may use of the items area: the attribute filter, for any list of items.
export { itemAttributeFilterCondition } from './zoho-attribute-queries';
// The Zoho Inventory adapter's warehouse, stock, purchase order, receipt and adjustment calls
// (idempotent pushes), and the conflicts the Zoho API page shows.
export {
  listZohoPurchaseOrders,
  listZohoWarehouses,
  pushZohoAdjustment,
  pushZohoPurchaseOrder,
  pushZohoPurchaseReceive,
  readZohoPurchaseOrder,
  readZohoStockOnHand,
  recordZohoConflict,
  type ZohoAdjustmentPush,
  type ZohoConflictInput,
  type ZohoPurchaseOrderPush,
  type ZohoPurchaseReceivePush,
  type ZohoStockOnHand,
  type ZohoWarehouse,
} from './zoho-inventory-operations';
export { zohoClientFor } from './zoho-connection';
export { ratedPowerAttributeName } from './seed-item-attributes';
