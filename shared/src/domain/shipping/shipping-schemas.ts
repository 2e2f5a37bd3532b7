import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { positiveQuantitySchema } from '../stock/stock-schemas';
import {
  maxShipmentLines,
  shipmentCarrierMaxLength,
  shipmentNotesMaxLength,
  shipmentSignedByMaxLength,
  shipmentStatuses,
  shipmentTrackingMaxLength,
} from './shipping-constants';

const isoDate = (error: string) =>
  z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error });

// Writing a shipment.
export const shipmentLineInputSchema = z.strictObject({
  item_id: z.number({ error: messages.pleaseSelectItem }).int().positive(),
  quantity: positiveQuantitySchema,
});
export type ShipmentLineInput = z.infer<typeof shipmentLineInputSchema>;

const shipmentFields = {
  warehouse_id: z.number({ error: messages.pleaseSelectWarehouse }).int().positive(),
  carrier: z
    .string()
    .trim()
    .max(shipmentCarrierMaxLength, { error: messages.shipmentCarrierTooLong }),
  tracking_number: z
    .string()
    .trim()
    .max(shipmentTrackingMaxLength, { error: messages.shipmentTrackingTooLong }),
  planned_ship_date: isoDate(messages.shipmentPlannedDateRequired),
  notes: z.string().trim().max(shipmentNotesMaxLength),
  lines: z
    .array(shipmentLineInputSchema)
    .min(1, { error: messages.shipmentNeedsLines })
    .max(maxShipmentLines)
    .refine((lines) => new Set(lines.map((line) => line.item_id)).size === lines.length, {
      error: messages.shipmentDuplicateItem,
    }),
};

export const shipmentInputSchema = z.strictObject({
  deal_id: z.number({ error: messages.shipmentDealRequired }).int().positive(),
  ...shipmentFields,
});
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** A planned shipment's details and lines, replaced whole; the deal stays. */
export const shipmentUpdateSchema = z.strictObject({
  ...shipmentFields,
  version: recordVersionSchema,
});
export type ShipmentUpdate = z.infer<typeof shipmentUpdateSchema>;

/** Moving a shipment: the date it happened, and for a delivery who signed for it. */
export const shipmentMoveSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('Shipped'),
    version: recordVersionSchema,
    shipped_on: isoDate(messages.shipmentDateInvalid),
  }),
  z.strictObject({
    status: z.literal('Delivered'),
    version: recordVersionSchema,
    delivered_on: isoDate(messages.shipmentDateInvalid),
    signed_by: z
      .string({ error: messages.shipmentSignedByRequired })
      .trim()
      .min(1, { error: messages.shipmentSignedByRequired })
      .max(shipmentSignedByMaxLength, { error: messages.shipmentSignedByTooLong }),
  }),
  z.strictObject({ status: z.literal('Cancelled'), version: recordVersionSchema }),
]);
export type ShipmentMove = z.infer<typeof shipmentMoveSchema>;

// Reading shipments.
export const shipmentLineSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  quantity: z.number().int(),
  /** What the warehouse has available now (on hand − reserved, this shipment's reservation included). */
  available: z.number().int(),
});
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

const shipmentSummaryFields = {
  id: z.number().int(),
  number: z.string(),
  deal: z.object({ id: z.number().int(), name: z.string() }),
  project_id: z.number().int().nullable(),
  warehouse: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(shipmentStatuses),
  carrier: z.string(),
  tracking_number: z.string(),
  planned_ship_date: z.string(),
  shipped_on: z.string().nullable(),
  delivered_on: z.string().nullable(),
  /** How many units in all its lines carry. */
  units: z.number().int(),
  version: z.number().int(),
};
export const shipmentSummarySchema = z.object(shipmentSummaryFields);
export type ShipmentSummary = z.infer<typeof shipmentSummarySchema>;

export const shipmentSchema = z.object({
  ...shipmentSummaryFields,
  notes: z.string(),
  signed_by: z.string(),
  /** The delivery photo, a file of the deal's documents; null until one is added. */
  proof_document: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lines: z.array(shipmentLineSchema),
  created_at: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentPageSchema = z.object({
  results: z.array(shipmentSummarySchema),
  count: z.number().int(),
});
export type ShipmentPage = z.infer<typeof shipmentPageSchema>;

/** A delivered shipment's answer also says whether it recorded the project's milestone. */
export const shipmentMoveResultSchema = z.object({
  shipment: shipmentSchema,
  milestone_recorded: z.boolean(),
});
export type ShipmentMoveResult = z.infer<typeof shipmentMoveResultSchema>;

// Picking a deal and prefilling its lines.
export const shipmentDealOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_id: z.number().int().nullable(),
});
export type ShipmentDealOption = z.infer<typeof shipmentDealOptionSchema>;
export const shipmentDealOptionListSchema = z.array(shipmentDealOptionSchema);

export const shipmentPartsListSchema = z.object({
  deal: shipmentDealOptionSchema,
  /** The system's panel count: the project's when it has one, else the latest saved design's. */
  panel_count: z.number().int(),
  /** The parts list the lines come from; null when there is none to choose. */
  bom: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Active parts lists to choose among, most recently changed first. */
  boms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      itemno: z.string(),
      itemdes: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type ShipmentPartsList = z.infer<typeof shipmentPartsListSchema>;

/** A deal's shipments, newest first (the deal page's card). */
export const dealShipmentListSchema = z.array(shipmentSummarySchema);
