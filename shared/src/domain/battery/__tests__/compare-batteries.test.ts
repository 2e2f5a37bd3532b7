import { annualTimeOfUseBill } from '../../savings/time-of-use-bill';
import { annualBill } from '../../savings/utility-bill';
import type { UtilityRate } from '../../savings/utility-rate';
import { compareBatteries } from '../compare-batteries';

const netBilling: UtilityRate = {
  energyPricePerKwh: 0.18,
  fixedMonthlyCharge: 25,
  tiers: [],
  timeOfUse: [],
  netMetering: 'export-rate',
  exportPricePerKwh: 0.05,
};
const usage = [1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256];
const production = [45, 60, 85, 100, 115, 120, 125, 110, 90, 70, 45, 35].map((share) => share * 8);

describe('compareBatteries', () => {
  const options = compareBatteries({
    monthlyUsageKwh: usage,
    monthlyProductionKwh: production,
    latitude: 46.3,
    battery: { usableKwh: 13.5, powerKw: 5, roundTripEfficiencyPercent: 90, reservePercent: 20 },
    essentialLoadKw: 1,
    rate: netBilling,
    counts: [0, 1, 2],
    escalationPercent: 0,
    degradationPercent: 0,
  });

  it('bills each option from its own hourly imports and exports', () => {
    for (const option of options) {
      expect(option.firstYearBill).toBeCloseTo(
        annualBill(
          netBilling,
          option.simulation.monthlyImportKwh,
          option.simulation.monthlyExportKwh,
        ),
        9,
      );
    }
  });

  it('saves more with a battery when exports are paid less than imports cost', () => {
    const [none, one] = options;
    expect(one!.firstYearBill).toBeLessThan(none!.firstYearBill);
    expect(one!.totalSavings).toBeGreaterThan(none!.totalSavings);
    // Without escalation or degradation, 25 years are 25 first years.
    expect(none!.totalSavings).toBeCloseTo(25 * (none!.billWithoutSolar - none!.firstYearBill), 6);
  });
});

describe('compareBatteries on a time-of-use rate', () => {
  // Evening peak at 0.40 $, every other hour at the flat 0.10 $, exports credited at their hour.
  const timeOfUse: UtilityRate = {
    energyPricePerKwh: 0.1,
    fixedMonthlyCharge: 25,
    tiers: [],
    timeOfUse: [{ name: 'On-peak', pricePerKwh: 0.4, hours: [17, 18, 19, 20] }],
    netMetering: 'monthly-netting',
    exportPricePerKwh: 0,
  };
  const options = compareBatteries({
    monthlyUsageKwh: usage,
    monthlyProductionKwh: production,
    latitude: 46.3,
    battery: { usableKwh: 13.5, powerKw: 5, roundTripEfficiencyPercent: 90, reservePercent: 20 },
    essentialLoadKw: 1,
    rate: timeOfUse,
    counts: [0, 1],
    escalationPercent: 0,
    degradationPercent: 0,
  });

  it('bills each option hour by hour from its own imports and exports', () => {
    for (const option of options) {
      expect(option.firstYearBill).toBeCloseTo(
        annualTimeOfUseBill(
          timeOfUse,
          option.simulation.hourlyImportKwh,
          option.simulation.hourlyExportKwh,
        ),
        9,
      );
      expect(option.simulation.hourlyImportKwh.reduce((sum, value) => sum + value, 0)).toBeCloseTo(
        option.simulation.importKwh,
        6,
      );
    }
  });

  it('saves more with a battery that moves noon sunshine into the evening peak', () => {
    expect(options[1]!.firstYearBill).toBeLessThan(options[0]!.firstYearBill);
    expect(options[0]!.firstYearBill).toBeLessThan(options[0]!.billWithoutSolar);
  });
});
