import { z } from 'zod';

/**
 * How a utility treats the energy a home sends back to the grid:
 * - `monthly-netting`: what is exported in a month offsets what is imported that month, and a
 *   surplus becomes a kWh credit carried to the following months; credits left at the end of the
 *   year lapse (most Canadian net-metering programmes settle once a year).
 * - `export-rate`: every exported kWh is paid at `exportPricePerKwh` and every imported kWh is
 *   billed in full (net billing).
 */
export const netMeteringRules = ['monthly-netting', 'export-rate'] as const;
export type NetMeteringRule = (typeof netMeteringRules)[number];

/** One step of a tiered price: kWh up to `upToKwh` in a month (null: everything above). */
export const rateTierSchema = z.object({
  upToKwh: z.number().positive().max(1_000_000).nullable(),
  pricePerKwh: z.number().min(0).max(10),
});
export type RateTier = z.infer<typeof rateTierSchema>;

/** The kinds of day a time-of-use period can apply on. */
export const dayKinds = ['weekdays', 'weekends', 'holidays'] as const;
export type DayKind = (typeof dayKinds)[number];

/**
 * A time-of-use period: its price on the listed hours (0–23, local time), on the listed kinds of
 * day (every day when absent) and in the months from `months.from` to `months.to` (1–12, wrapping
 * over the new year: November to April is 11 → 4; all year when absent).
 */
export const timeOfUsePeriodSchema = z.object({
  name: z.string().trim().min(1).max(40),
  pricePerKwh: z.number().min(0).max(10),
  hours: z.array(z.number().int().min(0).max(23)).min(1).max(24),
  days: z.array(z.enum(dayKinds)).min(1).max(3).optional(),
  months: z
    .object({ from: z.number().int().min(1).max(12), to: z.number().int().min(1).max(12) })
    .optional(),
});
export type TimeOfUsePeriod = z.infer<typeof timeOfUsePeriodSchema>;

/**
 * A residential rate as the savings calculations use it. Money in dollars (a rate has fractions
 * of a cent). With tiers, the tiers price the energy instead of `energyPricePerKwh`; the
 * time-of-use periods are kept for the hourly simulation, and the flat or tiered price, which
 * every Canadian utility with time-of-use also offers, prices the monthly cash flow.
 */
export const utilityRateSchema = z.object({
  energyPricePerKwh: z.number().min(0).max(10),
  fixedMonthlyCharge: z.number().min(0).max(10_000),
  tiers: z.array(rateTierSchema).max(10),
  timeOfUse: z.array(timeOfUsePeriodSchema).max(6),
  netMetering: z.enum(netMeteringRules),
  exportPricePerKwh: z.number().min(0).max(10),
});
export type UtilityRate = z.infer<typeof utilityRateSchema>;
