import { calculateCashFlow } from '../savings/cash-flow';
import { annualTimeOfUseBill } from '../savings/time-of-use-bill';
import { annualBill } from '../savings/utility-bill';
import type { UtilityRate } from '../savings/utility-rate';
import { hourlyLoadKwh, hourlyProductionKwh } from './hourly-profiles';
import { simulateBattery, type BatterySimulation, type BatterySpec } from './simulate-battery';

export interface BatteryComparisonInputs {
  monthlyUsageKwh: readonly number[];
  monthlyProductionKwh: readonly number[];
  latitude: number;
  battery: BatterySpec;
  essentialLoadKw: number;
  rate: UtilityRate;
  /** How many batteries each column has (the page compares 0, 1 and 2). */
  counts: readonly number[];
  escalationPercent?: number;
  degradationPercent?: number;
}

export interface BatteryOption {
  simulation: BatterySimulation;
  /** The first year's bill with solar and this many batteries (dollars). */
  firstYearBill: number;
  /** The first year's bill without solar (dollars). */
  billWithoutSolar: number;
  /** Bill savings over the cash flow's years, with escalation and degradation (dollars). */
  totalSavings: number;
}

/**
 * The same home, the same panels and the same rate with each number of batteries: one hourly
 * simulation each, its bill, and its bill savings over 25 years through the cash flow.
 */
export function compareBatteries(inputs: BatteryComparisonInputs): BatteryOption[] {
  const load = hourlyLoadKwh(inputs.monthlyUsageKwh);
  const production = hourlyProductionKwh(inputs.monthlyProductionKwh, inputs.latitude);
  const zeros = new Array<number>(12).fill(0);
  // A time-of-use rate prices each hour, so its bills come from the hourly flows; the others
  // bill the months.
  const timeOfUse = inputs.rate.timeOfUse.length > 0;
  const billWithoutSolar = timeOfUse
    ? annualTimeOfUseBill(inputs.rate, load, new Float64Array(load.length))
    : annualBill(inputs.rate, inputs.monthlyUsageKwh, zeros);
  return inputs.counts.map((batteries) => {
    const simulation = simulateBattery({
      load,
      production,
      battery: inputs.battery,
      batteries,
      essentialLoadKw: inputs.essentialLoadKw,
    });
    const firstYearFlows = {
      importKwh: simulation.monthlyImportKwh,
      exportKwh: simulation.monthlyExportKwh,
    };
    const cashFlow = calculateCashFlow({
      monthlyUsageKwh: inputs.monthlyUsageKwh,
      monthlyProductionKwh: inputs.monthlyProductionKwh,
      rate: inputs.rate,
      plan: { upfront: 0, monthlyPayment: 0, months: 0 },
      firstYearFlows,
      escalationPercent: inputs.escalationPercent,
      degradationPercent: inputs.degradationPercent,
    });
    return {
      simulation,
      firstYearBill: timeOfUse
        ? annualTimeOfUseBill(inputs.rate, simulation.hourlyImportKwh, simulation.hourlyExportKwh)
        : annualBill(inputs.rate, firstYearFlows.importKwh, firstYearFlows.exportKwh),
      billWithoutSolar,
      totalSavings: cashFlow.totalSavings,
    };
  });
}
