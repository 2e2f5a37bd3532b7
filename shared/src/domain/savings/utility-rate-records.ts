import { z } from 'zod';
import { messages } from '../messages';
import { netMeteringRules, rateTierSchema, timeOfUsePeriodSchema } from './utility-rate';
import type { UtilityRate } from './utility-rate';
import { overlappingPeriodIndex, tiersProblem } from './utility-rate-checks';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.utilityRateInvalidDate })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), {
    error: messages.utilityRateInvalidDate,
  });

/**
 * The body of `POST /api/savings/utility-rates/` (a new rate of a company from a date) and, with
 * the loaded `version`, of its `PUT`. Money in dollars; prices per kWh.
 */
export const utilityRateWriteSchema = z.strictObject({
  power_company_id: z.number().int().positive(),
  effective_from: isoDate,
  energy_price_per_kwh: z.number().min(0).max(10),
  fixed_monthly_charge: z.number().min(0).max(10_000),
  tiers: z
    .array(rateTierSchema)
    .max(10)
    .superRefine((tiers, context) => {
      const problem = tiersProblem(tiers);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  time_of_use: z
    .array(timeOfUsePeriodSchema)
    .max(6)
    .superRefine((periods, context) => {
      const index = overlappingPeriodIndex(periods);
      if (index !== null) {
        context.addIssue({
          code: 'custom',
          message: messages.utilityRateTimeOfUseOverlap,
          path: [index, 'hours'],
        });
      }
    }),
  net_metering: z.enum(netMeteringRules),
  export_price_per_kwh: z.number().min(0).max(10),
  source: z.string().trim().min(1, { error: messages.utilityRateSourceRequired }).max(500),
  taken_on: isoDate,
});
export type UtilityRateWrite = z.infer<typeof utilityRateWriteSchema>;

export const utilityRateUpdateSchema = utilityRateWriteSchema.extend({
  version: z.number().int().positive(),
});
export type UtilityRateUpdate = z.infer<typeof utilityRateUpdateSchema>;

/** One stored rate, as the API answers it. */
export const utilityRateRecordSchema = z.object({
  id: z.number().int(),
  power_company: z.object({ id: z.number().int(), name: z.string() }),
  effective_from: z.string(),
  energy_price_per_kwh: z.number(),
  fixed_monthly_charge: z.number(),
  tiers: z.array(rateTierSchema),
  time_of_use: z.array(timeOfUsePeriodSchema),
  net_metering: z.enum(netMeteringRules),
  export_price_per_kwh: z.number(),
  source: z.string(),
  taken_on: z.string(),
  version: z.number().int(),
});
export type UtilityRateRecord = z.infer<typeof utilityRateRecordSchema>;
export const utilityRateRecordsSchema = z.array(utilityRateRecordSchema);

/** The rate the calculations use, from a stored one. */
export function utilityRateOf(record: UtilityRateRecord): UtilityRate {
  return {
    energyPricePerKwh: record.energy_price_per_kwh,
    fixedMonthlyCharge: record.fixed_monthly_charge,
    tiers: record.tiers,
    timeOfUse: record.time_of_use,
    netMetering: record.net_metering,
    exportPricePerKwh: record.export_price_per_kwh,
  };
}

/**
 * The rate in force on `date` (YYYY-MM-DD) among one company's rates: the latest that took effect
 * on or before it; null when none had yet.
 */
export function rateInForce<T extends { effective_from: string }>(
  rates: readonly T[],
  date: string,
): T | null {
  let found: T | null = null;
  for (const rate of rates) {
    if (rate.effective_from <= date && (!found || rate.effective_from > found.effective_from)) {
      found = rate;
    }
  }
  return found;
}

/**
 * `GET /api/crm/deals/{dealId}/savings-context/`: what the savings and the battery simulation of
 * a deal start from — the deal, its location, its power bill's company and 12 months, that
 * company's rates, and its latest saved proposal priced by the calculator.
 */
export const savingsContextSchema = z.object({
  deal: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  latitude: z.number().nullable(),
  /** With the latitude, where the location estimate finds the nearest weather station. */
  longitude: z.number().nullable().optional(),
  monthly_usage: z.array(z.number()).length(12).nullable(),
  power_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  utility_rates: utilityRateRecordsSchema,
  latest_proposal: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** Estimated Solar Production in hundredths of a kWh per year. */
      production_hundredths_kwh: z.number().int(),
      system_size_hundredths_kw: z.number().int(),
    })
    .nullable(),
});
export type SavingsContext = z.infer<typeof savingsContextSchema>;
