import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import {
  adjustmentReasons,
  maxCountLines,
  maxPurchaseOrderLines,
  maxStockQuantity,
  purchaseOrderStatuses,
  stockMovementKinds,
} from './stock-constants';

const id = z.number().int().positive();

/** A quantity a person types: a whole number from 1 to a million. */
export const positiveQuantitySchema = z
  .number({ error: messages.pleaseEnterQuantity })
  .int({ error: messages.quantityWholeNumber })
  .min(1, { error: messages.quantityPositive })
  .max(maxStockQuantity, { error: messages.quantityTooLarge });

/** A received or counted quantity: zero allowed. */
export const wholeQuantitySchema = z
  .number({ error: messages.pleaseEnterQuantity })
  .int({ error: messages.quantityWholeNumber })
  .min(0, { error: messages.quantityWholeNumber })
  .max(maxStockQuantity, { error: messages.quantityTooLarge });

// Warehouses.
export const warehouseInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: messages.pleaseEnterWarehouseName })
    .max(100, { error: messages.warehouseNameTooLong }),
  address: z.string().trim().max(300, { error: messages.warehouseAddressTooLong }),
  active: z.boolean(),
  allow_negative: z.boolean(),
});
export type WarehouseInput = z.infer<typeof warehouseInputSchema>;
export const warehouseUpdateSchema = warehouseInputSchema.extend({ version: recordVersionSchema });
export type WarehouseUpdate = z.infer<typeof warehouseUpdateSchema>;

export const warehouseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  active: z.boolean(),
  allow_negative: z.boolean(),
  version: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseListSchema = z.object({
  warehouses: z.array(warehouseSchema),
  /** Whether the caller (an administrator) may let a warehouse go below zero. */
  may_allow_negative: z.boolean(),
});
export type WarehouseList = z.infer<typeof warehouseListSchema>;

// The stock list.
export const stockRowSchema = z.object({
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  unit: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  on_hand: z.number().int(),
  quarantined: z.number().int(),
  reserved: z.number().int(),
  on_order: z.number().int(),
  available: z.number().int(),
  reorder_point: z.number().int().nullable(),
  low: z.boolean(),
});
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockPageSchema = z.object({
  results: z.array(stockRowSchema),
  /** Give it back as `after` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type StockPage = z.infer<typeof stockPageSchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(stockMovementKinds),
  reason: z.enum(adjustmentReasons).nullable(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  quantity: z.number().int(),
  reference: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockHistorySchema = z.object({
  item: z.object({ id: z.number().int(), itemno: z.string(), itemdes: z.string() }),
  results: z.array(stockMovementSchema),
  next_cursor: z.string().nullable(),
});
export type StockHistory = z.infer<typeof stockHistorySchema>;

export const reorderPointInputSchema = z.strictObject({
  reorder_point: wholeQuantitySchema.nullable(),
});

// Transfers.
export const transferInputSchema = z
  .strictObject({
    item_id: id,
    from_warehouse_id: id,
    to_warehouse_id: id,
    quantity: positiveQuantitySchema,
    note: z.string().trim().max(300),
  })
  .refine((value) => value.from_warehouse_id !== value.to_warehouse_id, {
    error: messages.transferSameWarehouse,
    path: ['to_warehouse_id'],
  });
export type TransferInput = z.infer<typeof transferInputSchema>;

// Stock counts.
export const countSheetLineSchema = z.object({
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  on_hand: z.number().int(),
  /** The stock row's version when the sheet was read; 0 for an item never stocked there. */
  version: z.number().int(),
});
export type CountSheetLine = z.infer<typeof countSheetLineSchema>;
export const countSheetSchema = z.object({
  warehouse_id: z.number().int(),
  lines: z.array(countSheetLineSchema),
});
export type CountSheet = z.infer<typeof countSheetSchema>;

export const countInputSchema = z.strictObject({
  warehouse_id: id,
  lines: z
    .array(
      z.strictObject({
        item_id: id,
        counted: wholeQuantitySchema,
        version: z.number().int().min(0),
      }),
    )
    .min(1, { error: messages.countNothingToPost })
    .max(maxCountLines),
});
export type CountInput = z.infer<typeof countInputSchema>;
export const countResultSchema = z.object({ id: z.number().int(), adjustments: z.number().int() });
export type CountResult = z.infer<typeof countResultSchema>;

// Vendors.
export const vendorInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: messages.pleaseEnterVendorName })
    .max(200, { error: messages.vendorNameTooLong }),
  contact: z.string().trim().max(200),
  email: z.union([z.literal(''), z.email({ error: messages.vendorEmailInvalid }).max(254)]),
  phone: z.string().trim().max(40),
  lead_time_days: z
    .number({ error: messages.leadTimeDaysInvalid })
    .int({ error: messages.leadTimeDaysInvalid })
    .min(0, { error: messages.leadTimeDaysInvalid })
    .max(365, { error: messages.leadTimeDaysInvalid }),
});
export type VendorInput = z.infer<typeof vendorInputSchema>;
export const vendorUpdateSchema = vendorInputSchema.extend({ version: recordVersionSchema });
export const vendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  lead_time_days: z.number().int(),
  version: z.number().int(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorListSchema = z.array(vendorSchema);

// Purchase orders.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.expectedDateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: messages.expectedDateInvalid,
  });

export const purchaseOrderLineInputSchema = z.strictObject({
  item_id: z.number({ error: messages.pleaseSelectItem }).int().positive(),
  quantity: positiveQuantitySchema,
  unit_cost: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: messages.unitCostInvalid }),
  expected_date: isoDate.nullable(),
});
export type PurchaseOrderLineInput = z.infer<typeof purchaseOrderLineInputSchema>;

export const purchaseOrderInputSchema = z.strictObject({
  vendor_id: z.number({ error: messages.pleaseSelectVendor }).int().positive(),
  warehouse_id: z.number({ error: messages.pleaseSelectWarehouse }).int().positive(),
  notes: z.string().trim().max(2_000),
  lines: z
    .array(purchaseOrderLineInputSchema)
    .min(1, { error: messages.purchaseOrderNeedsLines })
    .max(maxPurchaseOrderLines)
    .refine((lines) => new Set(lines.map((line) => line.item_id)).size === lines.length, {
      error: messages.purchaseOrderDuplicateItem,
    }),
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInputSchema>;
export const purchaseOrderUpdateSchema = purchaseOrderInputSchema.extend({
  version: recordVersionSchema,
});

export const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  quantity: z.number().int(),
  unit_cost: z.string(),
  expected_date: z.string().nullable(),
  received: z.number().int(),
  damaged: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  warehouse: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(purchaseOrderStatuses),
  notes: z.string(),
  total: z.string(),
  lines: z.array(purchaseOrderLineSchema),
  created_at: z.string(),
  version: z.number().int(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
export const purchaseOrderSummarySchema = purchaseOrderSchema.omit({ lines: true, notes: true });
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;
export const purchaseOrderPageSchema = z.object({
  results: z.array(purchaseOrderSummarySchema),
  count: z.number().int(),
});
export type PurchaseOrderPage = z.infer<typeof purchaseOrderPageSchema>;

export const purchaseOrderMoveSchema = z.strictObject({
  status: z.enum(['Sent', 'Cancelled']),
  version: recordVersionSchema,
});

export const receiptInputSchema = z.strictObject({
  version: recordVersionSchema,
  /** The person saw the over-receipt warning and receives more than ordered anyway. */
  confirmed: z.boolean(),
  lines: z
    .array(
      z.strictObject({
        line_id: id,
        good: wholeQuantitySchema,
        damaged: wholeQuantitySchema,
      }),
    )
    .min(1, { error: messages.receiptNothingReceived })
    .max(maxPurchaseOrderLines),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;
