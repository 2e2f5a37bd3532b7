import { z } from 'zod';
import { messages } from '../messages';

/** The longest planning horizon a run covers, in weeks (two years). */
export const maxMrpWeeks = 104;
export const defaultMrpWeeks = 12;
export const mrpHorizonOptions = [4, 8, 12, 26, 52, 104] as const;

const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.mrpHorizonStartInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: messages.mrpHorizonStartInvalid,
  });

/** `POST /api/mrp/runs/`: what a planning run plans. */
export const mrpRunInputSchema = z.strictObject({
  /** Any day of the first week; the run starts on that week's Monday. */
  horizon_start: calendarDay,
  weeks: z
    .number({ error: messages.mrpWeeksInvalid })
    .int({ error: messages.mrpWeeksInvalid })
    .min(1, { error: messages.mrpWeeksInvalid })
    .max(maxMrpWeeks, { error: messages.mrpWeeksInvalid }),
  include_forecast: z.boolean(),
  /** Null plans the stock and open orders of every warehouse together. */
  warehouse_id: z.number({ error: messages.mrpWarehouseUnknown }).int().positive().nullable(),
});
export type MrpRunInput = z.infer<typeof mrpRunInputSchema>;

export const mrpRunStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export type MrpRunStatus = (typeof mrpRunStatuses)[number];

export const mrpRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(mrpRunStatuses),
  /** The background job that plans it, followed on `GET /api/jobs/{id}/`. */
  job_id: z.string().nullable(),
  horizon_start: z.string(),
  weeks: z.number().int(),
  include_forecast: z.boolean(),
  warehouse: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_by: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  finished_at: z.string().nullable(),
  item_count: z.number().int(),
  planned_order_count: z.number().int(),
  exception_count: z.number().int(),
  error: z.string().nullable(),
});
export type MrpRun = z.infer<typeof mrpRunSchema>;

export const mrpRunPageSchema = z.object({
  count: z.number().int(),
  results: z.array(mrpRunSchema),
});
export type MrpRunPage = z.infer<typeof mrpRunPageSchema>;

/** The rows of an item's plan, one number per week each. */
export const mrpRowKeys = [
  'gross',
  'receipts',
  'projected',
  'net',
  'planned_receipts',
  'planned_releases',
] as const;
export type MrpRowKey = (typeof mrpRowKeys)[number];

export const mrpPlannedOrderSchema = z.object({
  id: z.number().int(),
  release_week: z.string(),
  receipt_week: z.string(),
  quantity: z.number(),
  late: z.boolean(),
  purchase_order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type MrpPlannedOrderRow = z.infer<typeof mrpPlannedOrderSchema>;

export const mrpRunItemSchema = z.object({
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  on_hand: z.number(),
  /** The settings the run used; null when the item had none. */
  settings: z
    .object({
      lead_time_days: z.number().int(),
      safety_stock: z.number().int(),
      moq: z.number().int(),
      order_multiple: z.number().int(),
      preferred_vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
  lead_time_weeks: z.number().int(),
  rows: z.object(
    Object.fromEntries(mrpRowKeys.map((key) => [key, z.array(z.number())])) as Record<
      MrpRowKey,
      z.ZodArray<z.ZodNumber>
    >,
  ),
  /** The exception messages, worded. */
  exceptions: z.array(z.string()),
  planned_orders: z.array(mrpPlannedOrderSchema),
});
export type MrpRunItem = z.infer<typeof mrpRunItemSchema>;

export const mrpRunItemPageSchema = z.object({
  run: mrpRunSchema,
  weeks: z.array(z.string()),
  count: z.number().int(),
  results: z.array(mrpRunItemSchema),
});
export type MrpRunItemPage = z.infer<typeof mrpRunItemPageSchema>;

export const mrpRunItemQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().max(100).default(''),
  exceptions_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The rows a figure can be opened on: gross demand and scheduled receipts. */
export const mrpSourceRows = ['gross', 'receipts'] as const;

export const mrpSourceQuerySchema = z.strictObject({
  item_id: z.coerce.number().int().positive(),
  week: calendarDay,
  row: z.enum(mrpSourceRows),
});

export const mrpSourceKinds = ['project', 'plan', 'forecast', 'purchase-order'] as const;
export type MrpSourceKind = (typeof mrpSourceKinds)[number];

export const mrpSourceSchema = z.object({
  kind: z.enum(mrpSourceKinds),
  /** The project, planned installation, deal (forecast) or purchase order line. */
  source_id: z.number().int(),
  label: z.string(),
  quantity: z.number(),
  deal_id: z.number().int().nullable(),
  purchase_order_id: z.number().int().nullable(),
  /** The day it was dated (a purchase order line's expected day), when it had one. */
  day: z.string().nullable(),
});
export type MrpSource = z.infer<typeof mrpSourceSchema>;

export const mrpSourceListSchema = z.object({
  item_id: z.number().int(),
  week: z.string(),
  row: z.enum(mrpSourceRows),
  total: z.number(),
  sources: z.array(mrpSourceSchema),
});
export type MrpSourceList = z.infer<typeof mrpSourceListSchema>;

export const mrpConvertInputSchema = z.strictObject({
  planned_order_ids: z
    .array(z.number().int().positive())
    .min(1, { error: messages.mrpPlannedOrdersNoneSelected })
    .max(1_000),
});
export type MrpConvertInput = z.infer<typeof mrpConvertInputSchema>;

export const mrpConvertResultSchema = z.object({
  purchase_orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      vendor: z.string(),
      line_count: z.number().int(),
    }),
  ),
});
export type MrpConvertResult = z.infer<typeof mrpConvertResultSchema>;
