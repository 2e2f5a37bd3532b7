import { formatNumber } from '../format-number';
import {
  formatDeduction,
  formatHundredths,
  formatHundredthsCompact,
  formatMoney,
} from './proposal-money';
import type { PaymentLine, ProposalResults } from './calculate-proposal';

/** Which value of a line is better when proposals are compared; null: the line only describes. */
export type BetterValue = 'lowest' | 'highest' | null;

/** Every results line, in the specification's order: the system's lines, then its cost's. */
export const resultLineKeys = [
  'panelSize',
  'panelQty',
  'systemSize',
  'averageEfficiency',
  'production',
  'annualConsumption',
  'offset',
  'unitPrice',
  'systemCost',
  'hst',
  'totalWithHst',
  'rebate',
  'costAfterRebate',
  'permitFee',
] as const;
export type ResultLineKey = (typeof resultLineKeys)[number];

/** One results line of a proposal: its label, its text, and the number compared. */
interface ResultLineSpec {
  key: ResultLineKey;
  /** The presenter and the document group them as the system and its cost. */
  group: 'system' | 'cost';
  label: string;
  /** The label for one proposal when it depends on its program and province. */
  labelOf?: (results: ProposalResults) => string;
  text: (results: ProposalResults) => string;
  value: (results: ProposalResults) => number;
  better: BetterValue;
}

/**
 * The results lines, in the spec's order, with their labels and formats: the
 * one copy read by the presenter's results panel, the proposal document and the comparison.
 * Lower is better for every cost; higher for efficiency, production, offset and the rebate.
 */
export const resultLineSpecs: readonly ResultLineSpec[] = [
  {
    key: 'panelSize',
    group: 'system',
    label: 'Panel Size',
    text: (results) => `${results.panelSize}W`,
    value: (results) => results.panelSize,
    better: null,
  },
  {
    key: 'panelQty',
    group: 'system',
    label: 'Panel Qty',
    text: (results) => formatNumber(results.panelQty),
    value: (results) => results.panelQty,
    better: null,
  },
  {
    key: 'systemSize',
    group: 'system',
    label: 'Total System Size DC (kW)',
    text: (results) => formatHundredths(results.systemSizeHundredthsKw),
    value: (results) => results.systemSizeHundredthsKw,
    better: null,
  },
  {
    key: 'averageEfficiency',
    group: 'system',
    label: 'Average Efficiency',
    text: (results) => `${formatNumber(results.averageEfficiency)} kWh/kW/y`,
    value: (results) => results.averageEfficiency,
    better: 'highest',
  },
  {
    key: 'production',
    group: 'system',
    label: 'Estimated Solar Production (kWh/y)',
    text: (results) => formatHundredthsCompact(results.productionHundredthsKwh),
    value: (results) => results.productionHundredthsKwh,
    better: 'highest',
  },
  {
    key: 'annualConsumption',
    group: 'system',
    label: 'Annual Consumption (kWh/y)',
    text: (results) => formatHundredthsCompact(results.annualConsumptionKwh * 100),
    value: (results) => results.annualConsumptionKwh,
    better: null,
  },
  {
    key: 'offset',
    group: 'system',
    label: 'Solar Offset',
    text: (results) => `${formatHundredths(results.offsetHundredthsPercent)}%`,
    value: (results) => results.offsetHundredthsPercent,
    better: 'highest',
  },
  {
    key: 'unitPrice',
    group: 'cost',
    label: 'Unit price ($/wattDC)',
    text: (results) => formatMoney(results.unitPriceCentsPerWatt),
    value: (results) => results.unitPriceCentsPerWatt,
    better: null,
  },
  {
    key: 'systemCost',
    group: 'cost',
    label: 'Solar Power System Cost',
    text: (results) => formatMoney(results.systemCostCents),
    value: (results) => results.systemCostCents,
    better: 'lowest',
  },
  {
    key: 'hst',
    group: 'cost',
    label: 'HST (15%)',
    labelOf: (results) => results.taxLabel,
    text: (results) => formatMoney(results.hstCents),
    value: (results) => results.hstCents,
    better: 'lowest',
  },
  {
    key: 'totalWithHst',
    group: 'cost',
    label: 'Total System Cost with HST',
    labelOf: (results) => `Total System Cost with ${results.taxLabel.replace(/ \(.*\)$/, '')}`,
    text: (results) => formatMoney(results.totalWithHstCents),
    value: (results) => results.totalWithHstCents,
    better: 'lowest',
  },
  {
    key: 'rebate',
    group: 'cost',
    label: 'EPEI Rebate',
    labelOf: (results) => results.rebateLabel,
    text: (results) => formatDeduction(results.rebateCents),
    value: (results) => results.rebateCents,
    better: 'highest',
  },
  {
    key: 'costAfterRebate',
    group: 'cost',
    label: 'Cost After Rebate',
    text: (results) => formatMoney(results.costAfterRebateCents),
    value: (results) => results.costAfterRebateCents,
    better: 'lowest',
  },
  {
    // Flagged with an asterisk: not used in the totals.
    key: 'permitFee',
    group: 'cost',
    label: 'Permit and Connection Fees*',
    text: (results) => formatMoney(results.permitFeeCents),
    value: (results) => results.permitFeeCents,
    better: null,
  },
];

/** The footnote of the asterisk on 'Permit and Connection Fees*'. */
export const permitFeeFootnote = '* Not included in the totals above.';

/** What a program without payment lines (a government loan such as CGHL) shows instead of them. */
export const noPaymentLinesText = 'This program has no payment lines.';

/** A group's lines as label and text, in order. */
export function resultLinesOf(
  results: ProposalResults,
  group: ResultLineSpec['group'],
): { key: ResultLineKey; label: string; text: string }[] {
  return resultLineSpecs
    .filter((spec) => spec.group === group)
    .map((spec) => ({
      key: spec.key,
      label: spec.labelOf?.(results) ?? spec.label,
      text: spec.text(results),
    }));
}

/** A payment's amount: "$123.45", or "$123.45 / month" for a monthly one. */
export function paymentAmountText(payment: PaymentLine): string {
  return `${formatMoney(payment.cents)}${payment.monthly ? ' / month' : ''}`;
}
