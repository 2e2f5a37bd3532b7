import { panelEfficiencyOf, type PanelPosition } from './panel-efficiency';
import { divideRoundHalfUp } from './proposal-money';
import {
  proposalPricing,
  type InstallationType,
  type PanelSize,
  type ProposalProgram,
} from './proposal-constants';

export interface ProposalInputs {
  program: ProposalProgram;
  /** Sunline term in years (10–15); ignored by the other programs. */
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
  key: 'pmt1' | 'pmt2' | 'pmt3';
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
  unitPriceCentsPerWatt: number;
  systemCostCents: number;
  hstCents: number;
  totalWithHstCents: number;
  rebateCents: number;
  costAfterRebateCents: number;
  permitFeeCents: number;
  payments: PaymentLine[];
}

/**
 * The calculator: the presenter's inputs to every results line.
 *
 * Rounding, decided where the spec is silent: size, production and offset are computed from the
 * exact watts (never from an already rounded size) and rounded once, halves up; each money line is
 * rounded to the cent, halves up, and the lines after it are computed from the rounded cents, so
 * the figures shown add up (cost + HST = total; total − rebate = cost after rebate).
 */
export function calculateProposal(inputs: ProposalInputs): ProposalResults {
  const panelQty = inputs.panels.length;
  const totalWatts = panelQty * inputs.panelSize;
  const efficiencySum = inputs.panels.reduce((sum, panel) => sum + panelEfficiencyOf(panel), 0);
  const averageEfficiency = panelQty === 0 ? 0 : divideRoundHalfUp(efficiencySum, panelQty);
  // production kWh = watts / 1000 × efficiency → in hundredths: watts × efficiency / 10.
  const productionThousandths = totalWatts * averageEfficiency;
  const annualConsumptionKwh = inputs.monthlyUsage.reduce((sum, value) => sum + value, 0);
  // offset % = production / consumption × 100 → in hundredths: thousandths × 10 / consumption.
  const offsetHundredthsPercent =
    annualConsumptionKwh > 0 ? Math.round((productionThousandths * 10) / annualConsumptionKwh) : 0;

  const systemCostCents = totalWatts * proposalPricing.unitPriceCentsPerWatt;
  const hstCents = divideRoundHalfUp(systemCostCents * proposalPricing.hstPercent, 100);
  const totalWithHstCents = systemCostCents + hstCents;
  const rebateCents = Math.min(
    totalWatts * proposalPricing.rebateCentsPerWatt,
    proposalPricing.rebateCapCents,
  );
  const costAfterRebateCents = totalWithHstCents - rebateCents;

  return {
    panelSize: inputs.panelSize,
    panelQty,
    totalWatts,
    systemSizeHundredthsKw: divideRoundHalfUp(totalWatts, 10),
    averageEfficiency,
    productionHundredthsKwh: divideRoundHalfUp(productionThousandths, 10),
    annualConsumptionKwh,
    offsetHundredthsPercent,
    unitPriceCentsPerWatt: proposalPricing.unitPriceCentsPerWatt,
    systemCostCents,
    hstCents,
    totalWithHstCents,
    rebateCents,
    costAfterRebateCents,
    permitFeeCents: proposalPricing.permitFeeCents,
    payments: paymentsOf(inputs.program, inputs.term, systemCostCents, costAfterRebateCents),
  };
}

function paymentsOf(
  program: ProposalProgram,
  term: number,
  systemCostCents: number,
  costAfterRebateCents: number,
): PaymentLine[] {
  const withTax = (percent: number) =>
    // percent % of the pre-tax cost, plus HST on it: cost × percent × (100 + hst) / 10 000.
    divideRoundHalfUp(systemCostCents * percent * (100 + proposalPricing.hstPercent), 10_000);
  switch (program) {
    case 'purchase':
      return [
        {
          key: 'pmt1',
          label: 'PMT 1 (Upon Proposal Sign)',
          cents: proposalPricing.permitFeeCents,
          monthly: false,
        },
        {
          key: 'pmt2',
          label: 'PMT 2',
          cents: withTax(proposalPricing.purchaseDepositPercent),
          monthly: false,
        },
        {
          key: 'pmt3',
          label: 'PMT 3',
          cents: withTax(proposalPricing.purchaseBalancePercent),
          monthly: false,
        },
      ];
    case 'sunline':
      return [
        {
          key: 'pmt1',
          label: 'PMT 1 (Upon Sign)',
          cents: proposalPricing.permitFeeCents,
          monthly: false,
        },
        {
          key: 'pmt2',
          label: 'PMT 2 (SAR Stage)',
          cents: proposalPricing.sunlineDownPaymentCents,
          monthly: false,
        },
        {
          key: 'pmt3',
          label: 'PMT 3 (Connection Completed)',
          cents: divideRoundHalfUp(costAfterRebateCents, term * 12),
          monthly: true,
        },
      ];
    case 'cghl':
      return [];
  }
}
