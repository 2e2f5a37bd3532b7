import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { forecastMaxTypicalDays } from './forecast-constants';

const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** One open stage's forecast setting. */
export const forecastStageSchema = z.object({
  stage_id: z.number().int(),
  stage_name: z.string(),
  probability_percent: z.number().int(),
  typical_days: z.number().int(),
  version: z.number().int(),
});
export type ForecastStage = z.infer<typeof forecastStageSchema>;

export const forecastStageUpdateSchema = z.strictObject({
  probability_percent: z
    .number({ error: messages.forecastProbabilityRange })
    .int({ error: messages.forecastProbabilityRange })
    .min(0, { error: messages.forecastProbabilityRange })
    .max(100, { error: messages.forecastProbabilityRange }),
  typical_days: z
    .number({ error: messages.forecastTypicalDaysRange })
    .int({ error: messages.forecastTypicalDaysRange })
    .min(0, { error: messages.forecastTypicalDaysRange })
    .max(forecastMaxTypicalDays, { error: messages.forecastTypicalDaysRange }),
  version: recordVersionSchema,
});
export type ForecastStageUpdate = z.infer<typeof forecastStageUpdateSchema>;

export const forecastMonthSchema = z.object({
  month: monthText,
  count: z.number(),
  kw: z.number(),
  deal_count: z.number().int(),
});

export const forecastAccuracyRowSchema = z.object({
  month: monthText,
  forecast_count: z.number().nullable(),
  forecast_kw: z.number().nullable(),
  forecast_deal_count: z.number().int(),
  /** The month the compared forecast was kept in; null when none was kept for this month. */
  forecast_taken_month: monthText.nullable(),
  actual_count: z.number().int(),
  actual_kw: z.number(),
  accuracy_percent: z.number().nullable(),
});
export type ForecastAccuracyRow = z.infer<typeof forecastAccuracyRowSchema>;

export const forecastSchema = z.object({
  today: z.string(),
  average_kw: z.number(),
  open_deals: z.number().int(),
  stages: z.array(forecastStageSchema),
  months: z.array(forecastMonthSchema),
  accuracy: z.array(forecastAccuracyRowSchema),
});
export type Forecast = z.infer<typeof forecastSchema>;

/** Where a figure's deals come from: today's forecast, a kept forecast, or what was installed. */
export const forecastDealSources = ['forecast', 'snapshot', 'actual'] as const;
export type ForecastDealSource = (typeof forecastDealSources)[number];

export const forecastDealsQuerySchema = z.strictObject({
  source: z.enum(forecastDealSources),
  month: monthText,
});
export type ForecastDealsQuery = z.infer<typeof forecastDealsQuerySchema>;

/** The most deals a figure's list shows; the total says how many there are. */
export const forecastDealsLimit = 200;

export const forecastDealSchema = z.object({
  deal_id: z.number().int(),
  deal_name: z.string(),
  stage_name: z.string(),
  /** The share of one installation the deal counts as; null for an installed project. */
  probability_percent: z.number().nullable(),
  size_kw: z.number().nullable(),
  size_estimated: z.boolean(),
  expected_kw: z.number().nullable(),
  /** The expected (forecast) or actual (installed) day; null for a kept forecast. */
  day: z.string().nullable(),
});
export type ForecastDeal = z.infer<typeof forecastDealSchema>;

export const forecastDealsSchema = z.object({
  deals: z.array(forecastDealSchema),
  total: z.number().int(),
});
export type ForecastDeals = z.infer<typeof forecastDealsSchema>;

// By item: the parts the expected installations need, per month.
export const forecastItemsSchema = z.object({
  months: z.array(monthText),
  items: z.array(
    z.object({
      item_id: z.number().int(),
      itemno: z.string(),
      itemdes: z.string(),
      quantities: z.array(z.number()),
      total: z.number(),
    }),
  ),
});
export type ForecastItems = z.infer<typeof forecastItemsSchema>;

export const forecastItemDealsQuerySchema = z.strictObject({
  item_id: z.coerce.number().int().positive(),
  month: monthText,
});
export type ForecastItemDealsQuery = z.infer<typeof forecastItemDealsQuerySchema>;

export const forecastItemDealSchema = z.object({
  deal_id: z.number().int(),
  deal_name: z.string(),
  stage_name: z.string(),
  probability_percent: z.number(),
  /** The item's quantity in one installation of the deal. */
  quantity: z.number(),
  /** probability × quantity: the deal's share of the figure. */
  expected_quantity: z.number(),
  /** False when the deal has no proposal with a design: the default link at the average size. */
  from_proposal: z.boolean(),
  day: z.string(),
});
export type ForecastItemDeal = z.infer<typeof forecastItemDealSchema>;
export const forecastItemDealsSchema = z.object({
  deals: z.array(forecastItemDealSchema),
  total: z.number().int(),
});
export type ForecastItemDeals = z.infer<typeof forecastItemDealsSchema>;
