import type { DealProgramKind, ProgramTerms, StoredPricing, TaxRate } from './deal-program-schemas';
import type { ProposalPricing } from './program-pricing';

/**
 * The rows a new installation starts with: the three programs the specification describes and the
 * sales taxes in force in each province. These are the only place the specification's prices,
 * rebate, fees and plans are written down; every price is computed from a program version.
 */

const allProvinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
const seedStart = '2020-01-01';

const priceIndices: ProgramTerms['price_indices'] = [405, 440].flatMap((panelSize) =>
  (['rooftop', 'ground'] as const).map((installationType) => ({
    panel_size: panelSize as 405 | 440,
    installation_type: installationType,
    min_kw: null,
    max_kw: null,
    cents_per_watt: 299,
    effective_from: seedStart,
    effective_to: null,
  })),
);

/** Efficiency PEI's rebate: 1 $ per watt up to 10 000 $, for homes on the Island. */
const epeiRebate: ProgramTerms['rebates'][number] = {
  display_name: 'EPEI Rebate',
  cents_per_watt: 100,
  cap_cents: 1_000_000,
  provinces: ['PE'],
  effective_from: seedStart,
  effective_to: null,
};

const proposalDesign: ProgramTerms['proposal_design'] = {
  panel_sizes: [405, 440],
  installation_types: ['rooftop', 'ground'],
  shown_result_lines: [
    'averageEfficiency',
    'production',
    'consumption',
    'offset',
    'unitPrice',
    'permitFee',
  ],
  show_payment_lines: true,
};

function termsWith(paymentPlan: ProgramTerms['payment_plan']): ProgramTerms {
  return {
    price_indices: priceIndices,
    rebates: [epeiRebate],
    permit_fee_cents: 59_800,
    payment_plan: paymentPlan,
    proposal_design: proposalDesign,
  };
}

export interface SeedDealProgram {
  /** The key older saved proposals name their program by. */
  key: 'purchase' | 'sunline' | 'cghl';
  name: string;
  kind: DealProgramKind;
  active_from: string;
  provinces: string[];
  effective_from: string;
  terms: ProgramTerms;
}

export const seedDealPrograms: readonly SeedDealProgram[] = [
  {
    key: 'purchase',
    name: 'Purchase',
    kind: 'purchase',
    active_from: seedStart,
    provinces: allProvinces,
    effective_from: seedStart,
    terms: termsWith({
      lines: [
        { label: 'PMT 1 (Upon Proposal Sign)', rule: 'permit-fee' },
        { label: 'PMT 2', rule: 'percent-with-tax', percent: 15 },
        { label: 'PMT 3', rule: 'percent-with-tax', percent: 85 },
      ],
      term_options: [],
      default_term: null,
      annual_rate_percent: 0,
      dealer_fee_percent: 0,
      max_amount_cents: null,
    }),
  },
  {
    key: 'sunline',
    name: 'Sunline',
    kind: 'lease-to-own',
    active_from: seedStart,
    provinces: allProvinces,
    effective_from: seedStart,
    terms: termsWith({
      lines: [
        { label: 'PMT 1 (Upon Sign)', rule: 'permit-fee' },
        { label: 'PMT 2 (SAR Stage)', rule: 'down-payment', cents: 166_980 },
        { label: 'PMT 3 (Connection Completed)', rule: 'monthly' },
      ],
      term_options: [10, 11, 12, 13, 14, 15],
      default_term: 10,
      annual_rate_percent: 0,
      dealer_fee_percent: 0,
      max_amount_cents: null,
    }),
  },
  {
    key: 'cghl',
    name: 'CGHL',
    kind: 'government-loan',
    active_from: seedStart,
    provinces: allProvinces,
    effective_from: seedStart,
    // The Canada Greener Homes Loan: interest-free up to 40 000 $ over 10 years; the
    // specification's document shows no payment lines for it.
    terms: termsWith({
      lines: [],
      term_options: [10],
      default_term: 10,
      annual_rate_percent: 0,
      dealer_fee_percent: 0,
      max_amount_cents: 4_000_000,
    }),
  },
];

const craSource =
  'Canada Revenue Agency, "GST/HST provincial rates table" (canada.ca), taken 2026-11-27';

/** Sales taxes in force, by province, with where each rate was taken from. */
export const seedTaxRates: readonly TaxRate[] = [
  ...['AB', 'NT', 'NU', 'YT'].map((province) => gst(province)),
  gst('BC'),
  {
    province: 'BC',
    name: 'PST',
    rate_millipercent: 7000,
    effective_from: '2013-04-01',
    effective_to: null,
    source: 'Government of British Columbia, "PST rates" (gov.bc.ca), taken 2026-11-27',
  },
  gst('MB'),
  {
    province: 'MB',
    name: 'RST',
    rate_millipercent: 7000,
    effective_from: '2019-07-01',
    effective_to: null,
    source: 'Province of Manitoba, "Retail Sales Tax" (gov.mb.ca), taken 2026-11-27',
  },
  hst('NB', 15_000, '2016-07-01', null),
  hst('NL', 15_000, '2016-07-01', null),
  hst('NS', 15_000, '2010-07-01', '2025-03-31'),
  hst('NS', 14_000, '2025-04-01', null),
  hst('ON', 13_000, '2010-07-01', null),
  hst('PE', 15_000, '2016-10-01', null),
  gst('QC'),
  {
    province: 'QC',
    name: 'QST',
    rate_millipercent: 9975,
    effective_from: '2013-01-01',
    effective_to: null,
    source: 'Revenu Québec, "QST rate" (revenuquebec.ca), taken 2026-11-27',
  },
  gst('SK'),
  {
    province: 'SK',
    name: 'PST',
    rate_millipercent: 6000,
    effective_from: '2017-03-23',
    effective_to: null,
    source:
      'Government of Saskatchewan, "Provincial Sales Tax" (saskatchewan.ca), taken 2026-11-27',
  },
];

function gst(province: string): TaxRate {
  return {
    province,
    name: 'GST',
    rate_millipercent: 5000,
    effective_from: '2008-01-01',
    effective_to: null,
    source: craSource,
  };
}

function hst(province: string, rate: number, from: string, to: string | null): TaxRate {
  return {
    province,
    name: 'HST',
    rate_millipercent: rate,
    effective_from: from,
    effective_to: to,
    source: craSource,
  };
}

/**
 * How a proposal saved before programs were stored (it names only purchase, sunline or cghl) is
 * priced: by the seeded program of that name on Prince Edward Island, where those figures were set.
 */
export function seededProposalPricing(
  key: SeedDealProgram['key'],
  pricedOn = seedStart,
): ProposalPricing {
  const program = seedDealPrograms.find((entry) => entry.key === key)!;
  return {
    terms: program.terms,
    taxes: seedTaxRates.filter(
      (rate) =>
        rate.province === 'PE' &&
        rate.effective_from <= pricedOn &&
        (rate.effective_to === null || pricedOn <= rate.effective_to),
    ),
    provinceCode: 'PE',
    pricedOn,
  };
}

/** The pricing of a saved design: what it was stored with, or for an older one its seeded program's. */
export function pricingOfSaved(
  stored: StoredPricing | null | undefined,
  key: SeedDealProgram['key'],
): ProposalPricing {
  if (!stored) return seededProposalPricing(key);
  return {
    terms: stored.terms,
    taxes: stored.taxes,
    provinceCode: stored.province,
    pricedOn: stored.priced_on,
  };
}
