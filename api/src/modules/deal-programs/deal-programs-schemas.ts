import { z } from 'zod';
import {
  dealProgramListSchema,
  dealProgramOffersSchema,
  dealProgramRecordSchema,
  dealProgramUpdateSchema,
  dealProgramVersionCreateSchema,
  dealProgramVersionRecordSchema,
  dealProgramVersionUpdateSchema,
  dealProgramWriteSchema,
  isoDateSchema,
  priceIndicesResponseSchema,
  proposalDataSchema,
  rebatesResponseSchema,
  storedPricingSchema,
  taxRateCorrectionSchema,
  taxRateNewSchema,
  taxRateRecordSchema,
  taxRateRecordsSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const dealProgramParamsSchema = z.strictObject({ dealProgramId: idParam });
export const dealProgramVersionParamsSchema = z.strictObject({ versionId: idParam });
export const dealParamsSchema = z.strictObject({ dealId: idParam });
export const taxRateParamsSchema = z.strictObject({ taxRateId: idParam });
/** `?on=YYYY-MM-DD`: the day whose version applies (today when absent). */
export { programOffersQuerySchema } from '@solar/shared/domain';
export const onDateQuerySchema = z.strictObject({ on: isoDateSchema.optional() });

export const dealProgramBodySchema = dealProgramWriteSchema;
export const dealProgramUpdateBodySchema = dealProgramUpdateSchema;
export const dealProgramVersionCreateBodySchema = dealProgramVersionCreateSchema;
export const dealProgramVersionUpdateBodySchema = dealProgramVersionUpdateSchema;
export const taxRateNewBodySchema = taxRateNewSchema;
export const taxRateCorrectionBodySchema = taxRateCorrectionSchema;
export const quoteBodySchema = z.strictObject({ data: proposalDataSchema });

export const dealProgramListResponseSchema = dealProgramListSchema.meta({ id: 'DealPrograms' });
export const dealProgramResponseSchema = dealProgramRecordSchema.meta({ id: 'DealProgram' });
export const dealProgramVersionResponseSchema = dealProgramVersionRecordSchema.meta({
  id: 'DealProgramVersion',
});
export const dealProgramOffersResponseSchema = dealProgramOffersSchema.meta({
  id: 'DealProgramOffers',
});
export const priceIndicesSchema = priceIndicesResponseSchema.meta({ id: 'PriceIndices' });
export const rebatesSchema = rebatesResponseSchema.meta({ id: 'Rebates' });
export const taxRatesSchema = taxRateRecordsSchema.meta({ id: 'TaxRates' });
export const taxRateResponseSchema = taxRateRecordSchema.meta({ id: 'TaxRate' });
/** The quote: what it was priced with and every results line (money in cents). */
export const quoteResponseSchema = z
  .object({
    pricing: storedPricingSchema,
    results: z.object({
      system_size_kw: z.number(),
      unit_price_cents_per_watt: z.number().int(),
      system_cost_cents: z.number().int(),
      tax_label: z.string(),
      tax_cents: z.number().int(),
      total_with_tax_cents: z.number().int(),
      rebate_label: z.string(),
      rebate_cents: z.number().int(),
      cost_after_rebate_cents: z.number().int(),
      payments: z.array(
        z.object({ label: z.string(), cents: z.number().int(), monthly: z.boolean() }),
      ),
    }),
  })
  .meta({ id: 'ProposalQuote' });
