import { calculateProposal } from '../../proposals/calculate-proposal';
import { defaultHydroUsageKwh } from '../../proposals/proposal-constants';
import { calculateCashFlow } from '../cash-flow';
import { proposalPaymentPlan } from '../proposal-payment-plan';
import type { UtilityRate } from '../utility-rate';
import { seededProposalPricing } from '../../deal-programs/seed-deal-programs';

/** The calculator with the seeded program the inputs name (the specification's figures). */
function priceWithSeed(given: Parameters<typeof calculateProposal>[0]) {
  return calculateProposal(given, seededProposalPricing(given.program));
}

const tenCents: UtilityRate = {
  energyPricePerKwh: 0.1,
  fixedMonthlyCharge: 0,
  tiers: [],
  timeOfUse: [],
  netMetering: 'monthly-netting',
  exportPricePerKwh: 0,
};
const months = (value: number) => new Array<number>(12).fill(value);

describe('calculateCashFlow', () => {
  // 250 kWh used and made each month at 0.10 $: the bill of 300 $ a year disappears.
  const base = {
    monthlyUsageKwh: months(250),
    monthlyProductionKwh: months(250),
    rate: tenCents,
    plan: { upfront: 1000, monthlyPayment: 0, months: 0 },
    degradationPercent: 0,
    escalationPercent: 0,
  };

  it('pays back 1 000 $ saved at 300 $ a year after 3⅓ years', () => {
    const result = calculateCashFlow(base);
    expect(result.rows).toHaveLength(26);
    expect(result.rows[0]).toMatchObject({
      year: 0,
      netCashFlow: -1000,
      cumulativeCashFlow: -1000,
    });
    expect(result.rows[1]?.savings).toBeCloseTo(300, 10);
    expect(result.paybackYear).toBeCloseTo(1000 / 300, 10);
    expect(result.totalSavings).toBeCloseTo(7500, 8);
    expect(result.netGain).toBeCloseTo(6500, 8);
  });

  it('returns the rate at which 25 payments of 300 are worth 1 000', () => {
    const irr = calculateCashFlow(base).internalRateOfReturn ?? Number.NaN;
    // The annuity at that rate gives back the 1 000 paid.
    const annuity = (300 * (1 - (1 + irr) ** -25)) / irr;
    expect(annuity).toBeCloseTo(1000, 6);
    expect(irr).toBeGreaterThan(0.29);
    expect(irr).toBeLessThan(0.31);
  });

  it('escalates the bills: 300, 309, 318.27 with 3 %', () => {
    const { rows } = calculateCashFlow({ ...base, escalationPercent: 3 });
    expect(rows[1]?.billWithoutSolar).toBeCloseTo(300, 10);
    expect(rows[2]?.billWithoutSolar).toBeCloseTo(309, 10);
    expect(rows[3]?.billWithoutSolar).toBeCloseTo(318.27, 10);
  });

  it('degrades production by 0.5 % a year and buys what is lost', () => {
    const { rows } = calculateCashFlow({ ...base, degradationPercent: 0.5 });
    expect(rows[1]?.productionKwh).toBeCloseTo(3000, 10);
    expect(rows[2]?.productionKwh).toBeCloseTo(2985, 10);
    // Year 2 buys 250 × 0.005 = 1.25 kWh a month: 15 kWh × 0.10 $.
    expect(rows[2]?.billWithSolar).toBeCloseTo(1.5, 10);
    // Year 3: 250 × (1 − 0.995²) = 2.49375 kWh a month.
    expect(rows[3]?.billWithSolar).toBeCloseTo(12 * 2.49375 * 0.1, 10);
  });

  it('counts monthly payments only while the plan lasts', () => {
    const { rows, paybackYear } = calculateCashFlow({
      ...base,
      plan: { upfront: 0, monthlyPayment: 10, months: 18 },
    });
    expect(rows[1]?.payments).toBe(120);
    expect(rows[2]?.payments).toBe(60);
    expect(rows[3]?.payments).toBe(0);
    // Never negative: the savings cover the payments from the first year.
    expect(paybackYear).toBe(0);
  });

  it('has no payback when the savings never cover the cost', () => {
    const result = calculateCashFlow({
      ...base,
      plan: { upfront: 10_000, monthlyPayment: 0, months: 0 },
    });
    expect(result.paybackYear).toBeNull();
    expect(result.internalRateOfReturn).toBeLessThan(0);
  });
});

describe('proposalPaymentPlan', () => {
  const tenRed = Array.from({ length: 10 }, (_, index) => ({ x: 100 + 50 * index, y: 100 }));
  const price = (program: 'purchase' | 'sunline' | 'cghl') =>
    priceWithSeed({
      program,
      term: 10,
      panelSize: 405,
      installationType: 'rooftop',
      monthlyUsage: defaultHydroUsageKwh,
      panels: tenRed,
    });

  it('keeps the presenter’s figures for 10 red-area panels', () => {
    const results = price('purchase');
    expect(results.systemSizeHundredthsKw).toBe(405);
    expect(results.productionHundredthsKwh).toBe(324_000);
    expect(results.offsetHundredthsPercent).toBe(2477);
    expect(results.systemCostCents).toBe(1_210_950);
    expect(results.rebateCents).toBe(405_000);
  });

  it('Purchase: everything at signing less the rebate', () => {
    // 598.00 + 2 088.89 + 11 837.04 − 4 050.00 = 10 473.93.
    expect(proposalPaymentPlan('purchase', 10, price('purchase'))).toEqual({
      upfront: 10_473.93,
      monthlyPayment: 0,
      months: 0,
    });
  });

  it('Sunline: PMT 1 and PMT 2 at signing, PMT 3 monthly over the term', () => {
    const plan = proposalPaymentPlan('sunline', 10, price('sunline'));
    expect(plan.upfront).toBeCloseTo(2267.8, 10);
    expect(plan).toMatchObject({ monthlyPayment: 82.3, months: 120 });
  });

  it('CGHL: the permit fee, then the cost after rebate interest-free over 10 years', () => {
    const plan = proposalPaymentPlan('cghl', 10, price('cghl'));
    expect(plan).toEqual({ upfront: 598, monthlyPayment: 82.3, months: 120 });
  });
});
