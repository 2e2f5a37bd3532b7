import { annualBill, monthlyEnergyCharge } from '../utility-bill';
import type { UtilityRate } from '../utility-rate';

const flat: UtilityRate = {
  energyPricePerKwh: 0.2,
  fixedMonthlyCharge: 10,
  tiers: [],
  timeOfUse: [],
  netMetering: 'monthly-netting',
  exportPricePerKwh: 0,
};
const months = (value: number) => new Array<number>(12).fill(value);

describe('monthlyEnergyCharge', () => {
  it('prices a flat rate', () => {
    expect(monthlyEnergyCharge(flat, 150)).toBeCloseTo(30, 10);
  });

  it('prices by tiers when the rate has them', () => {
    const tiered = {
      ...flat,
      tiers: [
        { upToKwh: 100, pricePerKwh: 0.1 },
        { upToKwh: null, pricePerKwh: 0.2 },
      ],
    };
    // 100 × 0.10 + 50 × 0.20 = 20.
    expect(monthlyEnergyCharge(tiered, 150)).toBeCloseTo(20, 10);
    expect(monthlyEnergyCharge(tiered, 80)).toBeCloseTo(8, 10);
  });
});

describe('annualBill', () => {
  it('is 12 fixed charges plus the energy without solar', () => {
    // 12 × 10 + 12 × 100 × 0.2 = 360.
    expect(annualBill(flat, months(100), months(0))).toBeCloseTo(360, 10);
  });

  it('carries a month’s surplus as a credit to the next months', () => {
    const imports = [0, 150, ...months(0).slice(2)];
    const exports = [100, 0, ...months(0).slice(2)];
    // January leaves 100 kWh of credit; February bills 150 − 100 = 50 kWh: 120 + 10.
    expect(annualBill(flat, imports, exports)).toBeCloseTo(130, 10);
  });

  it('lets a credit left at the end of the year lapse', () => {
    expect(annualBill(flat, months(0), months(50))).toBeCloseTo(120, 10);
  });

  it('pays exports at the export rate under net billing', () => {
    const netBilling: UtilityRate = {
      ...flat,
      netMetering: 'export-rate',
      exportPricePerKwh: 0.05,
    };
    // Each month 100 × 0.2 − 50 × 0.05 = 17.5; + 120 fixed = 330.
    expect(annualBill(netBilling, months(100), months(50))).toBeCloseTo(330, 10);
  });

  it('escalates every price by the factor', () => {
    expect(annualBill(flat, months(100), months(0), 1.03)).toBeCloseTo(370.8, 10);
  });
});
