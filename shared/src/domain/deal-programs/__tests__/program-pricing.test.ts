import { calculateProposal, type ProposalInputs } from '../../proposals/calculate-proposal';
import type { PanelPosition } from '../../proposals/panel-efficiency';
import { defaultHydroUsageKwh } from '../../proposals/proposal-constants';
import type { ProgramTerms } from '../deal-program-schemas';
import { programOfferedOn, taxesFor, taxLabelOf, versionInForce } from '../program-pricing';
import { seedDealPrograms, seedTaxRates, seededProposalPricing } from '../seed-deal-programs';

// The presenter's reference design: 10 panels of 405 W in the red area, 4 050 W, priced at
// 2.99 $/W: 4 050 × 299 = 1 210 950 cents before tax.
const tenRed: PanelPosition[] = Array.from({ length: 10 }, (_, index) => ({
  x: 100 + 50 * (index % 10),
  y: 100,
}));

function inputs(overrides: Partial<ProposalInputs> = {}): ProposalInputs {
  return {
    program: 'purchase',
    term: 10,
    panelSize: 405,
    installationType: 'rooftop',
    monthlyUsage: defaultHydroUsageKwh,
    panels: tenRed,
    ...overrides,
  };
}

const purchase = seedDealPrograms.find((program) => program.key === 'purchase')!;
const sunline = seedDealPrograms.find((program) => program.key === 'sunline')!;

function priceIn(province: string, on: string, terms: ProgramTerms = purchase.terms) {
  return calculateProposal(inputs(), {
    terms,
    taxes: taxesFor(seedTaxRates, province, on),
    provinceCode: province,
    pricedOn: on,
  });
}

describe('the seeded programs reproduce the specification', () => {
  it('prices 10 red-area panels as the presenter always did', () => {
    const results = calculateProposal(inputs(), seededProposalPricing('purchase'));
    expect(results.systemSizeHundredthsKw).toBe(405);
    expect(results.productionHundredthsKwh).toBe(324_000);
    expect(results.offsetHundredthsPercent).toBe(2477);
    expect(results.systemCostCents).toBe(1_210_950);
    expect(results.hstCents).toBe(181_643);
    expect(results.rebateCents).toBe(405_000);
    expect(results.taxLabel).toBe('HST (15%)');
    expect(results.rebateLabel).toBe('EPEI Rebate');
    expect(results.permitFeeCents).toBe(59_800);
  });

  it('gives Sunline its fixed down payment and the interest-free monthly formula', () => {
    // (13 925.93 − 4 050.00) / 120 = 82.2994… → 82.30.
    const results = calculateProposal(inputs({ term: 10 }), seededProposalPricing('sunline'));
    expect(results.payments.map((line) => [line.label, line.cents, line.monthly])).toEqual([
      ['PMT 1 (Upon Sign)', 59_800, false],
      ['PMT 2 (SAR Stage)', 166_980, false],
      ['PMT 3 (Connection Completed)', 8_230, true],
    ]);
    expect(sunline.terms.payment_plan.term_options).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('gives CGHL no payment lines', () => {
    expect(calculateProposal(inputs(), seededProposalPricing('cghl')).payments).toEqual([]);
  });
});

describe('taxes by province', () => {
  it.each([
    // 1 210 950 × 13 % = 157 423.5 → 157 424; no EPEI rebate outside the Island.
    ['ON', '2026-06-01', 157_424, 'HST (13%)'],
    // × 14.975 % = 181 339.76 → 181 340.
    ['QC', '2026-06-01', 181_340, 'GST + QST (14.975%)'],
    // × 12 % = 145 314.
    ['BC', '2026-06-01', 145_314, 'GST + PST (12%)'],
    ['AB', '2026-06-01', 60_548, 'GST (5%)'],
    // Nova Scotia's HST went from 15 % to 14 % on 1 April 2025: 181 642.5 → 181 643, then 169 533.
    ['NS', '2025-03-31', 181_643, 'HST (15%)'],
    ['NS', '2025-04-01', 169_533, 'HST (14%)'],
  ])('%s on %s: %i cents, %s', (province, on, taxCents, label) => {
    const results = priceIn(province, on);
    expect(results.hstCents).toBe(taxCents);
    expect(results.taxLabel).toBe(label);
    expect(results.rebateCents).toBe(0);
    expect(results.totalWithHstCents).toBe(1_210_950 + taxCents);
  });

  it('labels a province without a known tax plainly', () => {
    expect(taxLabelOf([])).toBe('Tax (0%)');
  });
});

describe('price indices', () => {
  const banded: ProgramTerms = {
    ...purchase.terms,
    price_indices: [
      ...purchase.terms.price_indices,
      // Small systems cost more per watt; a new general price from 2027.
      {
        panel_size: 405,
        installation_type: 'rooftop',
        min_kw: 0,
        max_kw: 4,
        cents_per_watt: 320,
        effective_from: '2020-01-01',
        effective_to: null,
      },
      {
        panel_size: 405,
        installation_type: 'rooftop',
        min_kw: null,
        max_kw: null,
        cents_per_watt: 250,
        effective_from: '2027-01-01',
        effective_to: null,
      },
    ],
  };
  const pricing = (on: string) => ({
    ...seededProposalPricing('purchase'),
    terms: banded,
    pricedOn: on,
  });

  it('takes the narrowest band that holds the system size', () => {
    // 9 panels: 3.645 kW, in the 0–4 kW band → 3.20 $/W; 10 panels: 4.05 kW, outside it.
    expect(
      calculateProposal(inputs({ panels: tenRed.slice(0, 9) }), pricing('2026-06-01'))
        .unitPriceCentsPerWatt,
    ).toBe(320);
    expect(calculateProposal(inputs(), pricing('2026-06-01')).unitPriceCentsPerWatt).toBe(299);
  });

  it('takes the later dated price once it is in effect', () => {
    const results = calculateProposal(inputs(), pricing('2027-02-01'));
    expect(results.unitPriceCentsPerWatt).toBe(250);
    expect(results.systemCostCents).toBe(4_050 * 250);
  });

  it('says when the version has no price for the design', () => {
    const results = calculateProposal(inputs(), {
      ...seededProposalPricing('purchase'),
      terms: { ...purchase.terms, price_indices: [] },
    });
    expect(results.priced).toBe(false);
    expect(results.systemCostCents).toBe(0);
  });
});

describe('payment plans', () => {
  const loan = (plan: Partial<ProgramTerms['payment_plan']>): ProgramTerms => ({
    ...sunline.terms,
    payment_plan: { ...sunline.terms.payment_plan, ...plan },
  });

  it('amortises the amount financed at the plan rate', () => {
    // 9 875.93 $ at 6 % over 1 year: 987 593 × 0.005 / (1 − 1.005^−12) = 849.986… → 849.99.
    const results = calculateProposal(inputs({ term: 1 }), {
      ...seededProposalPricing('sunline'),
      terms: loan({ annual_rate_percent: 6, term_options: [1], default_term: 1 }),
    });
    expect(results.payments.at(-1)).toMatchObject({ cents: 84_999, monthly: true });
  });

  it('adds the dealer fee to the amount financed', () => {
    // 987 593 × 2 % = 19 751.86 → 19 752; 1 007 345 / 120 = 8 394.54 → 8 395 cents (83.95 $).
    const results = calculateProposal(inputs(), {
      ...seededProposalPricing('sunline'),
      terms: loan({ dealer_fee_percent: 2 }),
    });
    expect(results.financedCents).toBe(1_007_345);
    expect(results.payments.at(-1)?.cents).toBe(8_395);
  });

  it('caps what is financed at the maximum and says so', () => {
    const results = calculateProposal(inputs(), {
      ...seededProposalPricing('sunline'),
      terms: loan({ max_amount_cents: 500_000 }),
    });
    expect(results.overMaximum).toBe(true);
    // 5 000 $ over 120 months: 41.666… → 41.67.
    expect(results.payments.at(-1)?.cents).toBe(4_167);
  });
});

describe('which program and version apply', () => {
  const program = { active_from: '2026-01-01', active_to: '2026-12-31', provinces: ['PE', 'NS'] };

  it('is offered inside its dates and provinces only', () => {
    expect(programOfferedOn(program, 'PE', '2026-06-01')).toEqual({
      active: true,
      inProvince: true,
    });
    expect(programOfferedOn(program, 'ON', '2026-06-01').inProvince).toBe(false);
    expect(programOfferedOn(program, 'PE', '2027-01-01').active).toBe(false);
    expect(programOfferedOn(program, 'PE', '2025-12-31').active).toBe(false);
    expect(programOfferedOn(program, null, '2026-06-01').inProvince).toBe(false);
  });

  it('prices with the latest version whose date has come', () => {
    const versions = [
      { id: 1, effective_from: '2026-01-01' },
      { id: 2, effective_from: '2026-07-01' },
      { id: 3, effective_from: '2027-01-01' },
    ];
    expect(versionInForce(versions, '2026-06-30')?.id).toBe(1);
    expect(versionInForce(versions, '2026-07-01')?.id).toBe(2);
    expect(versionInForce(versions, '2025-01-01')).toBeNull();
  });
});
