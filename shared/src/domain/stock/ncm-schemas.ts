import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { positiveQuantitySchema } from './stock-schemas';
import { ncmManualSources, ncmSources, ncmStatuses } from './stock-constants';

/** A non-conformance record typed by hand: material back from an installation or found in a count. */
export const ncmInputSchema = z.strictObject({
  item_id: z.number({ error: messages.pleaseSelectItem }).int().positive(),
  warehouse_id: z.number({ error: messages.pleaseSelectWarehouse }).int().positive(),
  quantity: positiveQuantitySchema,
  source: z.enum(ncmManualSources, { error: messages.pleaseSelectNcmSource }),
  description: z
    .string()
    .trim()
    .min(1, { error: messages.pleaseDescribeNcm })
    .max(2_000, { error: messages.ncmDescriptionTooLong }),
});
export type NcmInput = z.infer<typeof ncmInputSchema>;

const reasonSchema = z.string().trim().max(500, { error: messages.ncmReasonTooLong });

/** A move to the next status; closing a record needs the reason it was closed that way. */
export const ncmMoveSchema = z
  .strictObject({
    status: z.enum(ncmStatuses),
    reason: reasonSchema,
    version: recordVersionSchema,
  })
  .refine((value) => value.status === 'Under review' || value.reason !== '', {
    error: messages.pleaseGiveNcmReason,
    path: ['reason'],
  });
export type NcmMove = z.infer<typeof ncmMoveSchema>;

export const ncmPhotoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
});
export type NcmPhoto = z.infer<typeof ncmPhotoSchema>;

export const ncmEventSchema = z.object({
  id: z.number().int(),
  from_status: z.enum(ncmStatuses).nullable(),
  to_status: z.enum(ncmStatuses),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type NcmEvent = z.infer<typeof ncmEventSchema>;

export const ncmSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  item: z.object({ id: z.number().int(), itemno: z.string(), itemdes: z.string() }),
  warehouse: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number().int(),
  source: z.enum(ncmSources),
  status: z.enum(ncmStatuses),
  description: z.string(),
  /** The purchase order the material arrived on, for records made by a receipt. */
  purchase_order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  photo_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type NcmSummary = z.infer<typeof ncmSummarySchema>;

export const ncmRecordSchema = ncmSummarySchema.extend({
  created_by: z.string().nullable(),
  photos: z.array(ncmPhotoSchema),
  events: z.array(ncmEventSchema),
});
export type NcmRecord = z.infer<typeof ncmRecordSchema>;

export const ncmPageSchema = z.object({
  results: z.array(ncmSummarySchema),
  count: z.number().int(),
});
export type NcmPage = z.infer<typeof ncmPageSchema>;
