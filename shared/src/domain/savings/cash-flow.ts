import { annualBill } from './utility-bill';
import type { UtilityRate } from './utility-rate';
import { internalRateOfReturn } from './internal-rate-of-return';
import { savingsDefaults } from './savings-constants';

/** What the homeowner pays for the system: at signing (net of rebates) and then monthly. */
export interface PaymentPlan {
  upfront: number;
  monthlyPayment: number;
  months: number;
}

/**
 * A year's grid imports and exports with solar, month by month (kWh). By default they come from
 * netting each month's production against its usage; the battery simulation gives hourly ones.
 */
export interface MonthlyFlows {
  importKwh: readonly number[];
  exportKwh: readonly number[];
}

export interface CashFlowInputs {
  /** The 12 monthly usages (kWh), January first. */
  monthlyUsageKwh: readonly number[];
  /** The 12 monthly productions (kWh) of the first year. */
  monthlyProductionKwh: readonly number[];
  rate: UtilityRate;
  plan: PaymentPlan;
  /** First-year flows with solar when known hour by hour (battery); monthly netting otherwise. */
  firstYearFlows?: MonthlyFlows;
  years?: number;
  degradationPercent?: number;
  escalationPercent?: number;
}

export interface CashFlowYear {
  year: number;
  productionKwh: number;
  billWithoutSolar: number;
  billWithSolar: number;
  savings: number;
  payments: number;
  netCashFlow: number;
  cumulativeCashFlow: number;
}

export interface CashFlowResult {
  /** Year 0 (the upfront payment) then years 1 to `years`. */
  rows: CashFlowYear[];
  /** When the cumulative cash flow turns positive for good (fractional years), or null. */
  paybackYear: number | null;
  /** Bill savings over all the years, before payments. */
  totalSavings: number;
  /** Cumulative cash flow at the end (savings minus everything paid). */
  netGain: number;
  /** Internal rate of return of the yearly net cash flows, or null when it has none. */
  internalRateOfReturn: number | null;
}

/** Monthly netting of production against usage: what is bought and what is sent back. */
export function nettedMonthlyFlows(
  monthlyUsageKwh: readonly number[],
  monthlyProductionKwh: readonly number[],
): MonthlyFlows {
  const importKwh: number[] = [];
  const exportKwh: number[] = [];
  for (let month = 0; month < 12; month += 1) {
    const net = (monthlyUsageKwh[month] ?? 0) - (monthlyProductionKwh[month] ?? 0);
    importKwh.push(Math.max(0, net));
    exportKwh.push(Math.max(0, -net));
  }
  return { importKwh, exportKwh };
}

/**
 * A later year's flows: the production lost to degradation first reduces what was exported, then
 * is bought from the grid. Exact for monthly netting; for hourly flows it assumes the lost output
 * is the surplus, which errs towards smaller savings.
 */
function degradedFlows(
  first: MonthlyFlows,
  monthlyProductionKwh: readonly number[],
  lostShare: number,
): MonthlyFlows {
  const importKwh: number[] = [];
  const exportKwh: number[] = [];
  for (let month = 0; month < 12; month += 1) {
    const lost = (monthlyProductionKwh[month] ?? 0) * lostShare;
    const exported = first.exportKwh[month] ?? 0;
    const imported = first.importKwh[month] ?? 0;
    exportKwh.push(Math.max(0, exported - lost));
    importKwh.push(imported + Math.max(0, lost - exported));
  }
  return { importKwh, exportKwh };
}

/**
 * The year-by-year cash flow of a solar system: production falling by the degradation, the bill
 * without and with solar at prices rising by the escalation, the savings, the plan's payments,
 * the cumulative cash flow, the payback year, the total savings and the internal rate of return.
 * Money in dollars; the year's payments are 12 monthly payments while the plan lasts.
 */
export function calculateCashFlow(inputs: CashFlowInputs): CashFlowResult {
  const years = inputs.years ?? savingsDefaults.years;
  const degradation = (inputs.degradationPercent ?? savingsDefaults.degradationPercent) / 100;
  const escalation = (inputs.escalationPercent ?? savingsDefaults.escalationPercent) / 100;
  const firstYear =
    inputs.firstYearFlows ??
    nettedMonthlyFlows(inputs.monthlyUsageKwh, inputs.monthlyProductionKwh);
  const zeros = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const firstProduction = inputs.monthlyProductionKwh.reduce((sum, kwh) => sum + kwh, 0);

  const rows: CashFlowYear[] = [
    {
      year: 0,
      productionKwh: 0,
      billWithoutSolar: 0,
      billWithSolar: 0,
      savings: 0,
      payments: inputs.plan.upfront,
      netCashFlow: -inputs.plan.upfront,
      cumulativeCashFlow: -inputs.plan.upfront,
    },
  ];
  let cumulative = -inputs.plan.upfront;
  let totalSavings = 0;
  for (let year = 1; year <= years; year += 1) {
    const outputFactor = (1 - degradation) ** (year - 1);
    const priceFactor = (1 + escalation) ** (year - 1);
    const flows =
      year === 1
        ? firstYear
        : degradedFlows(firstYear, inputs.monthlyProductionKwh, 1 - outputFactor);
    const billWithoutSolar = annualBill(inputs.rate, inputs.monthlyUsageKwh, zeros, priceFactor);
    const billWithSolar = annualBill(inputs.rate, flows.importKwh, flows.exportKwh, priceFactor);
    const savings = billWithoutSolar - billWithSolar;
    const monthsPaid = Math.max(0, Math.min(12, inputs.plan.months - (year - 1) * 12));
    const payments = inputs.plan.monthlyPayment * monthsPaid;
    const netCashFlow = savings - payments;
    cumulative += netCashFlow;
    totalSavings += savings;
    rows.push({
      year,
      productionKwh: firstProduction * outputFactor,
      billWithoutSolar,
      billWithSolar,
      savings,
      payments,
      netCashFlow,
      cumulativeCashFlow: cumulative,
    });
  }
  return {
    rows,
    paybackYear: paybackYearOf(rows),
    totalSavings,
    netGain: cumulative,
    internalRateOfReturn: internalRateOfReturn(rows.map((row) => row.netCashFlow)),
  };
}

/**
 * The moment the cumulative cash flow last turns from negative to zero or above, interpolated
 * inside that year; 0 when it never is negative, null when it ends negative.
 */
export function paybackYearOf(rows: readonly CashFlowYear[]): number | null {
  const last = rows.at(-1);
  if (!last || last.cumulativeCashFlow < 0) return null;
  for (let index = rows.length - 1; index >= 1; index -= 1) {
    const before = rows[index - 1]!.cumulativeCashFlow;
    if (before < 0) {
      const row = rows[index]!;
      return row.year - 1 + -before / row.netCashFlow;
    }
  }
  return 0;
}
