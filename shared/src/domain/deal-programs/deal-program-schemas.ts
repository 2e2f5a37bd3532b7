import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { installationTypes, panelSizes } from '../proposals/proposal-constants';
import { resultLineKeys } from '../proposals/proposal-result-lines';

export const dealProgramKinds = ['purchase', 'loan', 'lease-to-own', 'government-loan'] as const;
export type DealProgramKind = (typeof dealProgramKinds)[number];
export const dealProgramKindLabels: Record<DealProgramKind, string> = {
  purchase: 'Purchase',
  loan: 'Loan',
  'lease-to-own': 'Lease-to-own',
  'government-loan': 'Government loan',
};

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dealProgramInvalidDate })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), {
    error: messages.dealProgramInvalidDate,
  });

const cents = z.number().int().min(0).max(100_000_000_00);
const percent = z.number().finite().min(0).max(100);
const provinceCodes = z.array(z.string().regex(/^[A-Z]{2}$/)).max(20);

/** Price per watt DC for one panel size and installation type, optionally in a system-size band. */
export const priceIndexSchema = z
  .strictObject({
    panel_size: z.union(panelSizes.map((size) => z.literal(size))),
    installation_type: z.enum(installationTypes),
    /** The band's lower end in kW DC (inclusive) and upper end (exclusive); null: no limit. */
    min_kw: z.number().finite().min(0).max(10_000).nullable(),
    max_kw: z.number().finite().min(0).max(10_000).nullable(),
    cents_per_watt: z.number().int().min(0).max(100_000),
    effective_from: isoDateSchema,
    effective_to: isoDateSchema.nullable(),
  })
  .refine((row) => row.min_kw === null || row.max_kw === null || row.max_kw > row.min_kw, {
    error: messages.dealProgramBandOrder,
  });
export type PriceIndex = z.infer<typeof priceIndexSchema>;

/** A rebate deducted from the cost with tax: per watt, capped, in some provinces (all when empty). */
export const rebateSchema = z.strictObject({
  display_name: z.string().trim().min(1).max(80),
  cents_per_watt: z.number().int().min(0).max(100_000),
  cap_cents: cents.nullable(),
  provinces: provinceCodes,
  effective_from: isoDateSchema,
  effective_to: isoDateSchema.nullable(),
});
export type Rebate = z.infer<typeof rebateSchema>;

/**
 * One payment line of a plan and how its amount is found:
 * - `fixed`: a set amount;
 * - `permit-fee`: the version's permit and connection fees;
 * - `percent-with-tax`: a share of the pre-tax system cost, plus the tax on it;
 * - `down-payment`: a set amount paid before the monthly payments;
 * - `monthly`: the amount financed (cost with tax less rebates, plus the dealer fee, at most the
 *   maximum) repaid monthly over the chosen term at the plan's interest rate.
 */
export const paymentPlanLineSchema = z.discriminatedUnion('rule', [
  z.strictObject({ label: z.string().trim().min(1).max(80), rule: z.literal('fixed'), cents }),
  z.strictObject({ label: z.string().trim().min(1).max(80), rule: z.literal('permit-fee') }),
  z.strictObject({
    label: z.string().trim().min(1).max(80),
    rule: z.literal('percent-with-tax'),
    percent,
  }),
  z.strictObject({
    label: z.string().trim().min(1).max(80),
    rule: z.literal('down-payment'),
    cents,
  }),
  z.strictObject({ label: z.string().trim().min(1).max(80), rule: z.literal('monthly') }),
]);
export type PaymentPlanLine = z.infer<typeof paymentPlanLineSchema>;
export const paymentPlanRules = [
  'fixed',
  'permit-fee',
  'percent-with-tax',
  'down-payment',
  'monthly',
] as const;

const termYears = z.number().int().min(1).max(40);

export const paymentPlanSchema = z
  .strictObject({
    lines: z.array(paymentPlanLineSchema).max(10),
    term_options: z.array(termYears).max(40),
    default_term: termYears.nullable(),
    annual_rate_percent: z.number().finite().min(0).max(50),
    dealer_fee_percent: percent,
    max_amount_cents: cents.nullable(),
  })
  .refine(
    (plan) => !plan.lines.some((line) => line.rule === 'monthly') || plan.term_options.length > 0,
    { error: messages.dealProgramTermOptionsRequired, path: ['term_options'] },
  )
  .refine(
    (plan) =>
      plan.default_term === null ||
      plan.term_options.length === 0 ||
      plan.term_options.includes(plan.default_term),
    { error: messages.dealProgramDefaultTermOffered, path: ['default_term'] },
  );
export type ProgramPaymentPlan = z.infer<typeof paymentPlanSchema>;

/** Results lines a customer document may show or hide (the cost lines always show). */
export const optionalResultLines = [
  'averageEfficiency',
  'production',
  'consumption',
  'offset',
  'unitPrice',
  'permitFee',
] as const;
export type OptionalResultLine = (typeof optionalResultLines)[number];

/** The program's default proposal: what a proposal may choose and what its document shows. */
export const programProposalDesignSchema = z.strictObject({
  panel_sizes: z.array(z.union(panelSizes.map((size) => z.literal(size)))).min(1),
  installation_types: z.array(z.enum(installationTypes)).min(1),
  shown_result_lines: z.array(z.enum(optionalResultLines)),
  /** Whether the document lists the plan's payment lines at all (CGHL's "no payment" line too). */
  show_payment_lines: z.boolean(),
  /**
   * The plan's payment lines the document leaves out while it shows the others, named by their
   * label: the name the customer reads, which stays put when lines are added, removed or moved
   * (a position would silently point at another line). Absent (a design saved before lines could
   * be chosen one by one), every line shows, as it did.
   */
  hidden_payment_lines: z.array(z.string().trim().min(1).max(80)).max(10).optional(),
  /**
   * The order the customer document lists the results lines in, the system's and the cost's each
   * in their own table; absent (a design saved before it could be ordered), the specification's.
   */
  result_line_order: z.array(z.enum(resultLineKeys)).max(resultLineKeys.length).optional(),
});
export type ProgramProposalDesign = z.infer<typeof programProposalDesignSchema>;

/** What a version fixes: prices, rebates, the permit fee, the payment plan and the proposal design. */
export const programTermsSchema = z
  .strictObject({
    price_indices: z.array(priceIndexSchema).max(200),
    rebates: z.array(rebateSchema).max(20),
    /** Permit and connection fees: shown with an asterisk, outside the totals. */
    permit_fee_cents: cents,
    payment_plan: paymentPlanSchema,
    proposal_design: programProposalDesignSchema,
  })
  .refine(
    (terms) =>
      (terms.proposal_design.hidden_payment_lines ?? []).every((label) =>
        terms.payment_plan.lines.some((line) => line.label === label),
      ),
    {
      error: messages.dealProgramHiddenPaymentLineUnknown,
      path: ['proposal_design', 'hidden_payment_lines'],
    },
  );
export type ProgramTerms = z.infer<typeof programTermsSchema>;

/** A tax of a province from a date (HST, or GST with PST or QST), in thousandths of a percent. */
export const taxRateSchema = z.strictObject({
  province: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().trim().min(1).max(20),
  rate_millipercent: z.number().int().min(0).max(100_000),
  effective_from: isoDateSchema,
  effective_to: isoDateSchema.nullable(),
  source: z.string().trim().min(1).max(500),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** `POST /api/crm/deal-programs/` and, with the loaded `version`, its `PUT`. */
export const dealProgramWriteSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
    kind: z.enum(dealProgramKinds),
    active_from: isoDateSchema,
    active_to: isoDateSchema.nullable(),
    provinces: provinceCodes.min(1),
  })
  .refine((program) => program.active_to === null || program.active_to >= program.active_from, {
    error: messages.dealProgramDatesOrder,
    path: ['active_to'],
  });
export type DealProgramWrite = z.infer<typeof dealProgramWriteSchema>;
export const dealProgramUpdateSchema = z.intersection(
  dealProgramWriteSchema,
  z.object({ version: recordVersionSchema }),
);
export type DealProgramUpdate = z.infer<typeof dealProgramUpdateSchema>;

export const dealProgramVersionSummarySchema = z.object({
  id: z.number().int(),
  effective_from: z.string(),
  /** True once a saved proposal was priced with it: it never changes again. */
  used: z.boolean(),
  version: z.number().int(),
});

export const dealProgramRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(dealProgramKinds),
  active_from: z.string(),
  active_to: z.string().nullable(),
  provinces: z.array(z.string()),
  version: z.number().int(),
  versions: z.array(dealProgramVersionSummarySchema),
});
export type DealProgramRecord = z.infer<typeof dealProgramRecordSchema>;
export const dealProgramRecordsSchema = z.array(dealProgramRecordSchema);

export const dealProgramVersionRecordSchema = z.object({
  id: z.number().int(),
  deal_program_id: z.number().int(),
  program_name: z.string(),
  kind: z.enum(dealProgramKinds),
  effective_from: z.string(),
  used: z.boolean(),
  terms: programTermsSchema,
  version: z.number().int(),
});
export type DealProgramVersionRecord = z.infer<typeof dealProgramVersionRecordSchema>;

/** `POST /api/crm/deal-programs/{id}/versions/`: a new version from a date, copying the latest. */
export const dealProgramVersionCreateSchema = z.strictObject({ effective_from: isoDateSchema });
/** `PUT /api/crm/deal-program-versions/{id}/`: a draft version's terms and its loaded `version`. */
export const dealProgramVersionUpdateSchema = z.strictObject({
  effective_from: isoDateSchema,
  terms: programTermsSchema,
  version: recordVersionSchema,
});
export type DealProgramVersionUpdate = z.infer<typeof dealProgramVersionUpdateSchema>;

/** A program offered for a deal today, with the version in force and the deal's taxes. */
export const offeredProgramSchema = z.object({
  program: dealProgramRecordSchema,
  version: dealProgramVersionRecordSchema,
});
export type OfferedProgram = z.infer<typeof offeredProgramSchema>;
/** The provinces and territories, by the two-letter codes programs and taxes name them with. */
export const canadianProvinceNames = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;
export type CanadianProvinceCode = keyof typeof canadianProvinceNames;
export const canadianProvinceCodes = Object.keys(canadianProvinceNames) as CanadianProvinceCode[];

/** `GET /api/crm/program-offers/?province=PE`: the province a scratch design is priced in. */
export const programOffersQuerySchema = z.strictObject({
  province: z.enum(canadianProvinceCodes as [CanadianProvinceCode, ...CanadianProvinceCode[]]),
});

export const dealProgramOffersSchema = z.object({
  province: z.string().nullable(),
  priced_on: z.string(),
  taxes: z.array(taxRateSchema),
  programs: z.array(offeredProgramSchema),
});
export type DealProgramOffers = z.infer<typeof dealProgramOffersSchema>;

export const taxRatesResponseSchema = z.array(taxRateSchema);
export const priceIndicesResponseSchema = z.array(priceIndexSchema);
export const rebatesResponseSchema = z.array(rebateSchema);

/**
 * What a saved proposal was priced with, stored beside its design: the version's terms, the
 * taxes and province of the deal, and the day. Recomputing the design with it gives the same
 * figures forever, whatever later happens to the program.
 */
export const storedPricingSchema = z.object({
  program_version_id: z.number().int(),
  program_name: z.string(),
  terms: programTermsSchema,
  taxes: z.array(z.object({ name: z.string(), rate_millipercent: z.number().int() })),
  province: z.string().nullable(),
  priced_on: z.string(),
});
export type StoredPricing = z.infer<typeof storedPricingSchema>;

/** `GET /api/crm/deal-programs/`: every program, and whether the caller may change them. */
export const dealProgramListSchema = z.object({
  can_edit: z.boolean(),
  results: z.array(dealProgramRecordSchema),
});
export type DealProgramList = z.infer<typeof dealProgramListSchema>;
