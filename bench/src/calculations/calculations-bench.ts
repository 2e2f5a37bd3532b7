import { performance } from 'node:perf_hooks';
import { compareBatteries } from '../../../shared/src/domain/battery/compare-batteries';
import {
  hourlyLoadKwh,
  hourlyProductionKwh,
} from '../../../shared/src/domain/battery/hourly-profiles';
import { simulateBattery } from '../../../shared/src/domain/battery/simulate-battery';
import { calculateCashFlow } from '../../../shared/src/domain/savings/cash-flow';
import type { UtilityRate } from '../../../shared/src/domain/savings/utility-rate';

export interface CalculationsRow {
  scenario: string;
  medianMs: number;
  p95Ms: number;
  targetMs: number;
  pass: boolean;
}

const usage = [1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256];
const production = [45, 60, 85, 100, 115, 120, 125, 110, 90, 70, 45, 35].map((share) => share * 8);
const rate: UtilityRate = {
  energyPricePerKwh: 0.18,
  fixedMonthlyCharge: 25,
  tiers: [
    { upToKwh: 1000, pricePerKwh: 0.16 },
    { upToKwh: null, pricePerKwh: 0.19 },
  ],
  timeOfUse: [],
  netMetering: 'monthly-netting',
  exportPricePerKwh: 0,
};
const battery = { usableKwh: 13.5, powerKw: 5, roundTripEfficiencyPercent: 90, reservePercent: 20 };

function measure(runs: number, work: () => unknown): { medianMs: number; p95Ms: number } {
  for (let warm = 0; warm < 20; warm += 1) work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)]!,
    p95Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!,
  };
}

/**
 * The savings and battery calculations the pages run in the browser, timed in this process (the
 * same V8 engine as Chromium): one 8 760-hour simulation from monthly values (profiles included),
 * the page's whole 0/1/2 comparison, and one 25-year cash flow.
 */
export function runCalculationsBench(runs = 200): CalculationsRow[] {
  const row = (scenario: string, targetMs: number, work: () => unknown): CalculationsRow => {
    const timing = measure(runs, work);
    return { scenario, ...timing, targetMs, pass: timing.medianMs <= targetMs };
  };
  return [
    row('battery simulation, 8 760 hours', 20, () =>
      simulateBattery({
        load: hourlyLoadKwh(usage),
        production: hourlyProductionKwh(production, 46.3),
        battery,
        batteries: 1,
        essentialLoadKw: 1,
      }),
    ),
    row('battery comparison, 0/1/2 batteries', 60, () =>
      compareBatteries({
        monthlyUsageKwh: usage,
        monthlyProductionKwh: production,
        latitude: 46.3,
        battery,
        essentialLoadKw: 1,
        rate,
        counts: [0, 1, 2],
      }),
    ),
    row('cash flow, 25 years', 2, () =>
      calculateCashFlow({
        monthlyUsageKwh: usage,
        monthlyProductionKwh: production,
        rate,
        plan: { upfront: 2267.8, monthlyPayment: 82.3, months: 120 },
      }),
    ),
  ];
}
