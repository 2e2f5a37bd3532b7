/** Every kind of stock movement: each change of stock is one row of one of these. */
export const stockMovementKinds = [
  'receipt',
  'issue',
  'transfer_out',
  'transfer_in',
  'adjustment',
  'return_to_vendor',
  'scrap',
  'quarantine_in',
  'quarantine_out',
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/** Why an adjustment was made. */
export const adjustmentReasons = ['count', 'damage', 'correction'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

/** Words the screens show for each kind and reason. */
export const stockMovementKindLabels: Record<StockMovementKind, string> = {
  receipt: 'Receipt',
  issue: 'Issue',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  adjustment: 'Adjustment',
  return_to_vendor: 'Return to vendor',
  scrap: 'Scrap',
  quarantine_in: 'Into quarantine',
  quarantine_out: 'Out of quarantine',
};
export const adjustmentReasonLabels: Record<AdjustmentReason, string> = {
  count: 'Count',
  damage: 'Damage',
  correction: 'Correction',
};

/** Largest quantity one line may move or order. */
export const maxStockQuantity = 1_000_000;

/** Rows per page of the stock list. */
export const stockListPageSizes = [10, 20, 30, 50] as const;
export const stockListDefaultPageSize = 50;
/** Movements shown per page of an item's history. */
export const stockHistoryPageSize = 50;
/** Lines a stock count or a purchase order may have. */
export const maxCountLines = 2_000;
export const maxPurchaseOrderLines = 200;

export const purchaseOrderStatuses = [
  'Draft',
  'Sent',
  'Partially received',
  'Received',
  'Cancelled',
] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];
export const purchaseOrdersPageSize = 20;

/** Where a non-conformance record came from, and where it stands. */
export const ncmSources = ['receipt', 'installation_return', 'count'] as const;
export type NcmSource = (typeof ncmSources)[number];
export const ncmStatuses = [
  'Open',
  'Under review',
  'Returned to vendor',
  'Repaired',
  'Scrapped',
] as const;
export type NcmStatus = (typeof ncmStatuses)[number];

/** Words the screens show for each source of a non-conformance record. */
export const ncmSourceLabels: Record<NcmSource, string> = {
  receipt: 'Receipt',
  installation_return: 'Installation return',
  count: 'Count',
};
/** The sources a person records by hand; receipts make their own records. */
export const ncmManualSources = ['installation_return', 'count'] as const;
export type NcmManualSource = (typeof ncmManualSources)[number];
/** Rows per page of the NCM list (one of the shared page sizes). */
export const ncmDefaultPageSize = 20;
/** Photos one record may keep. */
export const maxNcmPhotos = 20;
