import { calculateProposal, type ProposalInputs } from '../calculate-proposal';
import type { PanelPosition } from '../panel-efficiency';
import { defaultHydroUsageKwh } from '../proposal-constants';
import { seededProposalPricing } from '../../deal-programs/seed-deal-programs';

/** The calculator with the seeded program the inputs name (the specification's figures). */
function priceWithSeed(given: Parameters<typeof calculateProposal>[0]) {
  return calculateProposal(given, seededProposalPricing(given.program));
}

// Every expected number below was worked out by hand from the specification's proposal constants; the arithmetic is in
// the comments. Default consumption: 2 × (1205 + 1087 + 922 + 1004 + 1065 + 1256) = 2 × 6539 =
// 13 078 kWh.

/** `count` panels in one row starting at x 100 (placement steps of 50), at height `y`. */
function row(count: number, y: number): PanelPosition[] {
  return Array.from({ length: count }, (_, index) => ({ x: 100 + 50 * index, y }));
}

function inputs(overrides: Partial<ProposalInputs>): ProposalInputs {
  return {
    program: 'purchase',
    term: 10,
    panelSize: 405,
    installationType: 'rooftop',
    monthlyUsage: defaultHydroUsageKwh,
    panels: [],
    ...overrides,
  };
}

interface Expected {
  panelQty: number;
  systemSizeHundredthsKw: number;
  averageEfficiency: number;
  productionHundredthsKwh: number;
  annualConsumptionKwh: number;
  offsetHundredthsPercent: number;
  systemCostCents: number;
  hstCents: number;
  totalWithHstCents: number;
  rebateCents: number;
  costAfterRebateCents: number;
}

describe('calculateProposal: the results lines', () => {
  it.each<[string, ProposalInputs, Expected]>([
    [
      'no panels',
      inputs({}),
      // Everything is 0; the offset of 0 kWh over 13 078 kWh is 0 %.
      {
        panelQty: 0,
        systemSizeHundredthsKw: 0,
        averageEfficiency: 0,
        productionHundredthsKwh: 0,
        annualConsumptionKwh: 13_078,
        offsetHundredthsPercent: 0,
        systemCostCents: 0,
        hstCents: 0,
        totalWithHstCents: 0,
        rebateCents: 0,
        costAfterRebateCents: 0,
      },
    ],
    [
      '10 × 405 W, all in the red area',
      inputs({ panels: row(10, 100) }),
      // 10 × 405 = 4 050 W = 4.05 kW; every panel 800 → average 800; 4.05 × 800 = 3 240 kWh;
      // 3 240 / 13 078 × 100 = 24.7744… → 24.77 %; 4 050 × 2.99 = 12 109.50 $;
      // HST 12 109.50 × 0.15 = 1 816.425 → 1 816.43; total 13 925.93; rebate 4 050 × 1 = 4 050.00;
      // after rebate 13 925.93 − 4 050.00 = 9 875.93.
      {
        panelQty: 10,
        systemSizeHundredthsKw: 405,
        averageEfficiency: 800,
        productionHundredthsKwh: 324_000,
        annualConsumptionKwh: 13_078,
        offsetHundredthsPercent: 2477,
        systemCostCents: 1_210_950,
        hstCents: 181_643,
        totalWithHstCents: 1_392_593,
        rebateCents: 405_000,
        costAfterRebateCents: 987_593,
      },
    ],
    [
      '4 × 440 W, all in the yellow area away from the shadow',
      inputs({ panelSize: 440, panels: row(4, 350) }),
      // 4 × 440 = 1 760 W = 1.76 kW; all 1 100; 1.76 × 1 100 = 1 936 kWh; 1 936 / 13 078 × 100 =
      // 14.8034… → 14.80 %; 1 760 × 2.99 = 5 262.40; HST 789.36; total 6 051.76; rebate 1 760.00;
      // after rebate 4 291.76.
      {
        panelQty: 4,
        systemSizeHundredthsKw: 176,
        averageEfficiency: 1100,
        productionHundredthsKwh: 193_600,
        annualConsumptionKwh: 13_078,
        offsetHundredthsPercent: 1480,
        systemCostCents: 526_240,
        hstCents: 78_936,
        totalWithHstCents: 605_176,
        rebateCents: 176_000,
        costAfterRebateCents: 429_176,
      },
    ],
    [
      'one panel in the shadow circle and two in the open yellow area (odd 405 W count)',
      inputs({
        panels: [
          { x: 580, y: 420 },
          { x: 100, y: 350 },
          { x: 150, y: 350 },
        ],
      }),
      // Efficiencies 900, 1 100, 1 100 → 3 100 / 3 = 1 033.33… → 1 033. 3 × 405 = 1 215 W =
      // 1.215 kW → shown 1.22 (half up). Production from the exact size: 1.215 × 1 033 =
      // 1 255.095 → 1 255.10 kWh. Offset 1 255.095 / 13 078 × 100 = 9.5969… → 9.60 %.
      // 1 215 × 2.99 = 3 632.85; HST 544.9275 → 544.93; total 4 177.78; rebate 1 215.00; after
      // rebate 2 962.78.
      {
        panelQty: 3,
        systemSizeHundredthsKw: 122,
        averageEfficiency: 1033,
        productionHundredthsKwh: 125_510,
        annualConsumptionKwh: 13_078,
        offsetHundredthsPercent: 960,
        systemCostCents: 363_285,
        hstCents: 54_493,
        totalWithHstCents: 417_778,
        rebateCents: 121_500,
        costAfterRebateCents: 296_278,
      },
    ],
    [
      '24 × 405 W: rebate just below the cap',
      inputs({ panels: [...row(12, 100), ...row(12, 170)] }),
      // 24 × 405 = 9 720 W; all 800; 9.72 × 800 = 7 776 kWh; 7 776 / 13 078 × 100 = 59.458… →
      // 59.46 %; 9 720 × 2.99 = 29 062.80; HST 4 359.42; total 33 422.22; rebate 9 720.00 (below
      // 10 000); after rebate 23 702.22.
      {
        panelQty: 24,
        systemSizeHundredthsKw: 972,
        averageEfficiency: 800,
        productionHundredthsKwh: 777_600,
        annualConsumptionKwh: 13_078,
        offsetHundredthsPercent: 5946,
        systemCostCents: 2_906_280,
        hstCents: 435_942,
        totalWithHstCents: 3_342_222,
        rebateCents: 972_000,
        costAfterRebateCents: 2_370_222,
      },
    ],
    [
      '25 × 405 W: rebate at the cap',
      inputs({ panels: [...row(12, 100), ...row(12, 170), { x: 100, y: 240 }] }),
      // 25 × 405 = 10 125 W; 10.125 kW → 10.13; all 800; 10.125 × 800 = 8 100 kWh; 8 100 / 13 078
      // × 100 = 61.936… → 61.94 %; 10 125 × 2.99 = 30 273.75; HST 4 541.0625 → 4 541.06; total
      // 34 814.81; rebate min(10 125, 10 000) = 10 000.00; after rebate 24 814.81.
      {
        panelQty: 25,
        systemSizeHundredthsKw: 1013,
        averageEfficiency: 800,
        productionHundredthsKwh: 810_000,
        annualConsumptionKwh: 13_078,
        offsetHundredthsPercent: 6194,
        systemCostCents: 3_027_375,
        hstCents: 454_106,
        totalWithHstCents: 3_481_481,
        rebateCents: 1_000_000,
        costAfterRebateCents: 2_481_481,
      },
    ],
    [
      'own usages and no consumption at all',
      inputs({ panels: row(2, 350), monthlyUsage: Array.from({ length: 12 }, () => 0) }),
      // 2 × 405 = 810 W; 1 100 each; 0.81 × 1 100 = 891 kWh; consumption 0 → offset shown as 0
      // (a share of nothing is not defined). 810 × 2.99 = 2 421.90; HST 363.285 → 363.29; total
      // 2 785.19; rebate 810.00; after 1 975.19.
      {
        panelQty: 2,
        systemSizeHundredthsKw: 81,
        averageEfficiency: 1100,
        productionHundredthsKwh: 89_100,
        annualConsumptionKwh: 0,
        offsetHundredthsPercent: 0,
        systemCostCents: 242_190,
        hstCents: 36_329,
        totalWithHstCents: 278_519,
        rebateCents: 81_000,
        costAfterRebateCents: 197_519,
      },
    ],
    [
      'offset above 100 % with a small consumption',
      inputs({ panels: row(2, 350), monthlyUsage: Array.from({ length: 12 }, () => 50) }),
      // Consumption 12 × 50 = 600 kWh; production 891 kWh; 891 / 600 × 100 = 148.50 %.
      {
        panelQty: 2,
        systemSizeHundredthsKw: 81,
        averageEfficiency: 1100,
        productionHundredthsKwh: 89_100,
        annualConsumptionKwh: 600,
        offsetHundredthsPercent: 14_850,
        systemCostCents: 242_190,
        hstCents: 36_329,
        totalWithHstCents: 278_519,
        rebateCents: 81_000,
        costAfterRebateCents: 197_519,
      },
    ],
  ])('%s', (_name, given, expected) => {
    const results = priceWithSeed(given);
    expect(results).toMatchObject(expected);
    expect(results.unitPriceCentsPerWatt).toBe(299);
    expect(results.permitFeeCents).toBe(59_800);
  });
});

describe('calculateProposal: payments by program and term', () => {
  const tenRed = row(10, 100);

  it('Purchase: PMT 1 598.00, PMT 2 15 % of the pre-tax cost plus tax, PMT 3 85 % plus tax', () => {
    // 10 × 405 W: pre-tax 12 109.50. PMT 2 = 12 109.50 × 0.15 × 1.15 = 2 088.88875 → 2 088.89;
    // PMT 3 = 12 109.50 × 0.85 × 1.15 = 11 837.03625 → 11 837.04.
    const { payments } = priceWithSeed(inputs({ panels: tenRed }));
    expect(payments).toEqual([
      { key: 'pmt1', label: 'PMT 1 (Upon Proposal Sign)', cents: 59_800, monthly: false },
      { key: 'pmt2', label: 'PMT 2', cents: 208_889, monthly: false },
      { key: 'pmt3', label: 'PMT 3', cents: 1_183_704, monthly: false },
    ]);
  });

  it('Purchase with 4 × 440 W in the open', () => {
    // Pre-tax 5 262.40: PMT 2 = 5 262.40 × 0.1725 = 907.764 → 907.76; PMT 3 = 5 262.40 × 0.9775 =
    // 5 143.996 → 5 144.00.
    const { payments } = priceWithSeed(inputs({ panelSize: 440, panels: row(4, 350) }));
    expect(payments.map((line) => line.cents)).toEqual([59_800, 90_776, 514_400]);
  });

  // 10 × 405 W: after rebate 9 875.93 = 987 593 cents, spread over term × 12 months.
  it.each([
    [10, 8230], // 987 593 / 120 = 8 229.94… → 82.30
    [11, 7482], // 987 593 / 132 = 7 481.77… → 74.82
    [12, 6858], // 987 593 / 144 = 6 858.28… → 68.58
    [13, 6331], // 987 593 / 156 = 6 330.72… → 63.31
    [14, 5879], // 987 593 / 168 = 5 878.53… → 58.79
    [15, 5487], // 987 593 / 180 = 5 486.63… → 54.87
  ])('Sunline over %i years: monthly %i cents', (term, monthlyCents) => {
    const { payments } = priceWithSeed(inputs({ program: 'sunline', term, panels: tenRed }));
    expect(payments).toEqual([
      { key: 'pmt1', label: 'PMT 1 (Upon Sign)', cents: 59_800, monthly: false },
      { key: 'pmt2', label: 'PMT 2 (SAR Stage)', cents: 166_980, monthly: false },
      { key: 'pmt3', label: 'PMT 3 (Connection Completed)', cents: monthlyCents, monthly: true },
    ]);
  });

  it('CGHL has no payment lines, whatever the term', () => {
    expect(priceWithSeed(inputs({ program: 'cghl', term: 15, panels: tenRed })).payments).toEqual(
      [],
    );
  });

  it('the term does not change a Purchase', () => {
    const ten = priceWithSeed(inputs({ term: 10, panels: tenRed }));
    const fifteen = priceWithSeed(inputs({ term: 15, panels: tenRed }));
    expect(fifteen).toEqual(ten);
  });
});
