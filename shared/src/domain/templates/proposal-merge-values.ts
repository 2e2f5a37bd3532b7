import type { ProposalResults } from '../proposals/calculate-proposal';
import { proposalProgramLabels, type ProposalProgram } from '../proposals/proposal-constants';
import {
  formatHundredths,
  formatHundredthsCompact,
  formatMoney,
} from '../proposals/proposal-money';
import { noPaymentLinesText, paymentAmountText } from '../proposals/proposal-result-lines';

/** Each program has up to three payment lines (PMT 1 to PMT 3). */
const paymentSlots = [1, 2, 3] as const;

/** The proposal merge fields, in the order the editor offers them. */
export const proposalMergeFields = [
  { key: 'proposal.program', label: 'Program' },
  { key: 'proposal.system_size_kw', label: 'System size (kW)' },
  { key: 'proposal.annual_production_kwh', label: 'Estimated production (kWh/y)' },
  { key: 'proposal.system_cost', label: 'System cost before tax' },
  { key: 'proposal.hst', label: 'HST' },
  { key: 'proposal.total_with_tax', label: 'Total with tax' },
  { key: 'proposal.rebate', label: 'Rebate' },
  { key: 'proposal.cost_after_rebate', label: 'Cost after rebate' },
  { key: 'proposal.permit_fee', label: 'Permit and connection fees' },
  ...paymentSlots.flatMap((slot) => [
    { key: `proposal.payment_${slot}`, label: `Payment ${slot}: name` },
    { key: `proposal.payment_${slot}_amount`, label: `Payment ${slot}: amount` },
  ]),
] as const;

export type ProposalMergeKey = (typeof proposalMergeFields)[number]['key'];

/**
 * A proposal's merge values, from the shared calculator's results and formatted as the
 * presenter shows them: money with "$", the payment lines of the proposal's own program
 * (Purchase's deposit and balance, Sunline's down payment and monthly payment). A program with
 * fewer lines leaves the remaining ones empty, so a payment table prints no invented line; one
 * with none (CGHL) says so in the first line.
 */
export function proposalMergeValuesOf(
  program: ProposalProgram,
  results: ProposalResults,
): Record<ProposalMergeKey, string> {
  const values: Record<string, string> = {
    'proposal.program': proposalProgramLabels[program],
    'proposal.system_size_kw': formatHundredths(results.systemSizeHundredthsKw),
    'proposal.annual_production_kwh': formatHundredthsCompact(results.productionHundredthsKwh),
    'proposal.system_cost': formatMoney(results.systemCostCents),
    'proposal.hst': formatMoney(results.hstCents),
    'proposal.total_with_tax': formatMoney(results.totalWithHstCents),
    'proposal.rebate': formatMoney(results.rebateCents),
    'proposal.cost_after_rebate': formatMoney(results.costAfterRebateCents),
    'proposal.permit_fee': formatMoney(results.permitFeeCents),
  };
  for (const slot of paymentSlots) {
    const payment = results.payments[slot - 1];
    values[`proposal.payment_${slot}`] =
      payment?.label ?? (slot === 1 && results.payments.length === 0 ? noPaymentLinesText : '');
    values[`proposal.payment_${slot}_amount`] = payment ? paymentAmountText(payment) : '';
  }
  return values as Record<ProposalMergeKey, string>;
}
