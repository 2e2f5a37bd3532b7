import { formatMoney } from '../proposals/proposal-money';
import { formatNumber } from '../format-number';
import { messages } from '../messages';
import type { CashFlowResult } from './cash-flow';

/** "16.2 years", or the wording for a cash flow that never pays back. */
export function paybackText(paybackYear: number | null): string {
  return paybackYear === null
    ? messages.savingsNoPayback
    : `${formatNumber(Math.round(paybackYear * 10) / 10)} years`;
}

/** "11.2 %", or none when the cash flow has no internal rate of return. */
export function returnText(rate: number | null): string {
  return rate === null
    ? messages.savingsNoReturn
    : `${formatNumber(Math.round(rate * 1000) / 10)} %`;
}

/** Dollars as the product shows money: "$16,200.00". */
export function dollarsText(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}

/** The savings merge fields, in the order the template editor offers them. */
export const savingsMergeFields = [
  { key: 'savings.paybackYear', label: 'Savings: payback (years)' },
  { key: 'savings.total25', label: 'Savings: bill savings over 25 years' },
  { key: 'savings.netGain25', label: 'Savings: net gain after 25 years' },
  { key: 'savings.firstYear', label: 'Savings: first year bill savings' },
  { key: 'savings.irr', label: 'Savings: internal rate of return' },
] as const;

export type SavingsMergeKey = (typeof savingsMergeFields)[number]['key'];

/** A proposal's savings merge values, formatted as the presenter shows them. */
export function savingsMergeValuesOf(cashFlow: CashFlowResult): Record<SavingsMergeKey, string> {
  return {
    'savings.paybackYear': paybackText(cashFlow.paybackYear),
    'savings.total25': dollarsText(cashFlow.totalSavings),
    'savings.netGain25': dollarsText(cashFlow.netGain),
    'savings.firstYear': dollarsText(cashFlow.rows[1]?.savings ?? 0),
    'savings.irr': returnText(cashFlow.internalRateOfReturn),
  };
}
