import { z } from 'zod';
import { messages } from '../messages';
import { isoDateSchema, taxRateSchema } from './deal-program-schemas';

/** The names a province's sales tax goes by: HST alone, or GST with at most one provincial tax. */
export const taxNames = ['HST', 'GST', 'PST', 'RST', 'QST'] as const;
export type TaxName = (typeof taxNames)[number];

/**
 * Whether the taxes of one province on one day combine as Canadian sales taxes do: HST alone, or
 * GST alone or with one provincial tax (PST, RST or QST).
 */
export function taxNamesCombine(names: readonly string[]): boolean {
  if (names.length === 1) return names[0] === 'HST' || names[0] === 'GST';
  if (names.length !== 2 || names[0] !== 'GST') return false;
  return names[1] === 'PST' || names[1] === 'RST' || names[1] === 'QST';
}

const rateMillipercent = z
  .number({ error: messages.taxRatePercentRange })
  .int({ error: messages.taxRatePercentRange })
  .min(0, { error: messages.taxRatePercentRange })
  .max(100_000, { error: messages.taxRatePercentRange });
const source = z.string().trim().min(1, { error: messages.taxRateSourceRequired }).max(500);

/**
 * `POST /api/crm/tax-rates/`: a province's taxes from a date. They replace every rate of the
 * province in force the day before, which ends then.
 */
export const taxRateNewSchema = z.strictObject({
  province: z.string().regex(/^[A-Z]{2}$/),
  effective_from: isoDateSchema,
  taxes: z
    .array(z.strictObject({ name: z.enum(taxNames), rate_millipercent: rateMillipercent }))
    .min(1)
    .max(2)
    .refine((taxes) => taxNamesCombine(taxes.map((tax) => tax.name)), {
      error: messages.taxRateComponents,
    }),
  source,
});
export type TaxRateNew = z.infer<typeof taxRateNewSchema>;

/** `PUT /api/crm/tax-rates/{taxRateId}/`: corrects a rate no saved proposal was priced with. */
export const taxRateCorrectionSchema = z.strictObject({
  rate_millipercent: rateMillipercent,
  source,
});
export type TaxRateCorrection = z.infer<typeof taxRateCorrectionSchema>;

/** One stored rate, as the administrators' page reads it: whether a saved proposal used it. */
export const taxRateRecordSchema = taxRateSchema.extend({
  id: z.number().int(),
  used_by_proposal: z.boolean(),
});
export type TaxRateRecord = z.infer<typeof taxRateRecordSchema>;
export const taxRateRecordsSchema = z.array(taxRateRecordSchema);

/**
 * A percentage as typed ("14.975", "15") in thousandths of a percent, or NaN when it is not a
 * number with at most three decimals (the schema then says why).
 */
export function millipercentOf(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 1000);
}

/** The day before `date` (YYYY-MM-DD): the last day of the rate a new one replaces. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
