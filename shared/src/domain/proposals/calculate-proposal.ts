import { panelEfficiencyOf, type PanelPosition } from './panel-efficiency';
import { divideRoundHalfUp } from './proposal-money';
import type { InstallationType, PanelSize, ProposalProgram } from './proposal-constants';
import type { ProgramPaymentPlan } from '../deal-programs/deal-program-schemas';
import { monthlyLoanPaymentCents } from '../savings/loan-payment';
import {
  priceIndexFor,
  rebatesFor,
  taxLabelOf,
  type ProposalPricing,
} from '../deal-programs/program-pricing';

export interface ProposalInputs {
  /** The seeded program a proposal names (older saved proposals name only this). */
  program: ProposalProgram;
  /** The term in years of a plan with monthly payments; ignored by the others. */
  term: number;
  panelSize: PanelSize;
  /** Shown and saved; the spec's pricing does not depend on it. */
  installationType: InstallationType;
  /** The 12 monthly usages in kWh, January first. */
  monthlyUsage: readonly number[];
  panels: readonly PanelPosition[];
}

/** One payment line: `label` as the spec names it, `cents` per payment (Sunline PMT 3: per month). */
export interface PaymentLine {
  key: `pmt${number}`;
  label: string;
  cents: number;
  monthly: boolean;
}

/**
 * Every results line of a proposal. Fractional figures are held as whole hundredths (sizes,
 * production, offset) or cents (money) so the displayed two decimals are exact.
 */
export interface ProposalResults {
  panelSize: PanelSize;
  panelQty: number;
  /** Total watts DC (panels × panel watts), the base of the price and the rebate. */
  totalWatts: number;
  /** Total System Size DC in hundredths of a kW (4.05 kW → 405). */
  systemSizeHundredthsKw: number;
  /** Mean of the panels' efficiencies, rounded to a whole number; 0 without panels. */
  averageEfficiency: number;
  /** Estimated Solar Production in hundredths of a kWh per year. */
  productionHundredthsKwh: number;
  /** Annual Consumption in kWh per year (sum of the 12 months). */
  annualConsumptionKwh: number;
  /** Offset % in hundredths of a percent (24.77 % → 2477); 0 when nothing is consumed. */
  offsetHundredthsPercent: number;
  /** False when the version has no price for this panel size, installation type and size. */
  priced: boolean;
  unitPriceCentsPerWatt: number;
  systemCostCents: number;
  /** The taxes' label, "HST (15%)". */
  taxLabel: string;
  hstCents: number;
  totalWithHstCents: number;
  rebateCents: number;
  /** The rebates' display names, "EPEI Rebate". */
  rebateLabel: string;
  costAfterRebateCents: number;
  /** What a monthly plan finances (cost after rebate plus the dealer fee) before the maximum. */
  financedCents: number;
  /** True when that exceeds the plan's maximum amount (the API refuses to save it). */
  overMaximum: boolean;
  permitFeeCents: number;
  payments: PaymentLine[];
}

/**
 * The system's size and the production its drawing gives (the zones' efficiencies), which need no
 * program: the production methods start from them.
 */
export function drawnProductionOf(inputs: ProposalInputs) {
  const panelQty = inputs.panels.length;
  const totalWatts = panelQty * inputs.panelSize;
  const efficiencySum = inputs.panels.reduce((sum, panel) => sum + panelEfficiencyOf(panel), 0);
  const averageEfficiency = panelQty === 0 ? 0 : divideRoundHalfUp(efficiencySum, panelQty);
  // production kWh = watts / 1000 × efficiency → in hundredths: watts × efficiency / 10.
  const productionThousandths = totalWatts * averageEfficiency;
  return {
    totalWatts,
    averageEfficiency,
    productionThousandths,
    productionHundredthsKwh: divideRoundHalfUp(productionThousandths, 10),
  };
}

/**
 * The calculator: the presenter's inputs and the program version (with the taxes of the deal's
 * province) to every results line.
 *
 * Rounding, decided where the spec is silent: size, production and offset are computed from the
 * exact watts (never from an already rounded size) and rounded once, halves up; each money line is
 * rounded to the cent, halves up, and the lines after it are computed from the rounded cents, so
 * the figures shown add up (cost + tax = total; total − rebate = cost after rebate).
 */
export function calculateProposal(
  inputs: ProposalInputs,
  pricing: ProposalPricing,
): ProposalResults {
  const panelQty = inputs.panels.length;
  const { totalWatts, averageEfficiency, productionThousandths } = drawnProductionOf(inputs);
  const annualConsumptionKwh = inputs.monthlyUsage.reduce((sum, value) => sum + value, 0);
  // offset % = production / consumption × 100 → in hundredths: thousandths × 10 / consumption.
  const offsetHundredthsPercent =
    annualConsumptionKwh > 0 ? Math.round((productionThousandths * 10) / annualConsumptionKwh) : 0;

  const { terms, pricedOn } = pricing;
  const index = priceIndexFor(
    terms.price_indices,
    inputs.panelSize,
    inputs.installationType,
    totalWatts,
    pricedOn,
  );
  const unitPriceCentsPerWatt = index?.cents_per_watt ?? 0;
  const systemCostCents = totalWatts * unitPriceCentsPerWatt;
  const taxMillipercent = pricing.taxes.reduce((sum, tax) => sum + tax.rate_millipercent, 0);
  const hstCents = divideRoundHalfUp(systemCostCents * taxMillipercent, 100_000);
  const totalWithHstCents = systemCostCents + hstCents;
  const rebates = rebatesFor(terms.rebates, pricing.provinceCode, pricedOn);
  const rebateCents = Math.min(
    totalWithHstCents,
    rebates.reduce((sum, rebate) => {
      const amount = totalWatts * rebate.cents_per_watt;
      return sum + (rebate.cap_cents === null ? amount : Math.min(amount, rebate.cap_cents));
    }, 0),
  );
  const costAfterRebateCents = totalWithHstCents - rebateCents;
  const plan = terms.payment_plan;
  const financedCents =
    costAfterRebateCents +
    divideRoundHalfUp(Math.round(costAfterRebateCents * plan.dealer_fee_percent * 100), 10_000);

  return {
    panelSize: inputs.panelSize,
    panelQty,
    totalWatts,
    systemSizeHundredthsKw: divideRoundHalfUp(totalWatts, 10),
    averageEfficiency,
    productionHundredthsKwh: divideRoundHalfUp(productionThousandths, 10),
    annualConsumptionKwh,
    offsetHundredthsPercent,
    priced: index !== null,
    unitPriceCentsPerWatt,
    systemCostCents,
    taxLabel: taxLabelOf(pricing.taxes),
    hstCents,
    totalWithHstCents,
    rebateCents,
    rebateLabel:
      rebates.length === 0 ? 'Rebate' : rebates.map((rebate) => rebate.display_name).join(' + '),
    costAfterRebateCents,
    financedCents,
    overMaximum: plan.max_amount_cents !== null && financedCents > plan.max_amount_cents,
    permitFeeCents: terms.permit_fee_cents,
    payments: paymentsOf(plan, terms.permit_fee_cents, inputs.term, {
      systemCostCents,
      taxMillipercent,
      financedCents,
    }),
  };
}

function paymentsOf(
  plan: ProgramPaymentPlan,
  permitFeeCents: number,
  term: number,
  base: { systemCostCents: number; taxMillipercent: number; financedCents: number },
): PaymentLine[] {
  const financed =
    plan.max_amount_cents === null
      ? base.financedCents
      : Math.min(base.financedCents, plan.max_amount_cents);
  return plan.lines.map((line, position): PaymentLine => {
    const key = `pmt${position + 1}` as const;
    switch (line.rule) {
      case 'fixed':
      case 'down-payment':
        return { key, label: line.label, cents: line.cents, monthly: false };
      case 'permit-fee':
        return { key, label: line.label, cents: permitFeeCents, monthly: false };
      case 'percent-with-tax':
        // percent % of the pre-tax cost, plus the tax on it: cost × percent × (100 % + tax), in
        // whole numbers (percent to the hundredth) so no binary fraction decides a cent.
        return {
          key,
          label: line.label,
          cents: bigDivideRoundHalfUp(
            BigInt(base.systemCostCents) *
              BigInt(Math.round(line.percent * 100)) *
              BigInt(100_000 + base.taxMillipercent),
            100n * 100n * 100_000n,
          ),
          monthly: false,
        };
      case 'monthly':
        return {
          key,
          label: line.label,
          cents: monthlyLoanPaymentCents(financed, plan.annual_rate_percent, term),
          monthly: true,
        };
    }
  });
}

/** `divideRoundHalfUp` for products too large for a double's exact integers; both ≥ 0. */
function bigDivideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const remainder = numerator - quotient * denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}
