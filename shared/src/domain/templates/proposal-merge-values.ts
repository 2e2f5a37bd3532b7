import type { ProposalResults } from '../proposals/calculate-proposal';
import { proposalProgramLabels, type ProposalProgram } from '../proposals/proposal-constants';
import { formatHundredths, formatMoney } from '../proposals/proposal-money';
import type { ProgramProposalDesign } from '../deal-programs/deal-program-schemas';
import { proposalDocumentLinesOf } from '../proposals/proposal-document-lines';
import { noPaymentLinesText, type ResultLineKey } from '../proposals/proposal-result-lines';

/** Each program has up to three payment lines (PMT 1 to PMT 3). */
const paymentSlots = [1, 2, 3] as const;

/** The proposal merge fields, in the order the editor offers them. */
export const proposalMergeFields = [
  { key: 'proposal.program', label: 'Program' },
  { key: 'proposal.system_size_kw', label: 'System size (kW)' },
  { key: 'proposal.average_efficiency', label: 'Average efficiency' },
  { key: 'proposal.annual_production_kwh', label: 'Estimated production (kWh/y)' },
  { key: 'proposal.annual_consumption_kwh', label: 'Annual consumption (kWh/y)' },
  { key: 'proposal.offset', label: 'Solar offset' },
  { key: 'proposal.unit_price', label: 'Unit price ($/watt DC)' },
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

/** The merge field of each results line a program's design may hide. */
const optionalLineFields = {
  averageEfficiency: 'proposal.average_efficiency',
  production: 'proposal.annual_production_kwh',
  annualConsumption: 'proposal.annual_consumption_kwh',
  offset: 'proposal.offset',
  unitPrice: 'proposal.unit_price',
  permitFee: 'proposal.permit_fee',
} as const satisfies Partial<Record<ResultLineKey, ProposalMergeKey>>;

/**
 * A proposal's merge values, from the shared calculator's results and formatted as the
 * presenter shows them: money with "$", the payment lines of the proposal's own program
 * (Purchase's deposit and balance, Sunline's down payment and monthly payment). They follow the
 * customer document of the program's proposal design: a results line it hides, or its payment
 * lines, leave their fields empty, so a template prints nothing the document leaves out. A
 * program with fewer lines leaves the remaining ones empty, so a payment table prints no
 * invented line; one with none (CGHL) says so in the first line.
 */
export function proposalMergeValuesOf(
  program: ProposalProgram,
  results: ProposalResults,
  design: ProgramProposalDesign,
): Record<ProposalMergeKey, string> {
  const document = proposalDocumentLinesOf(results, design);
  const values: Record<string, string> = {
    'proposal.program': proposalProgramLabels[program],
    'proposal.system_size_kw': formatHundredths(results.systemSizeHundredthsKw),
    'proposal.system_cost': formatMoney(results.systemCostCents),
    'proposal.hst': formatMoney(results.hstCents),
    'proposal.total_with_tax': formatMoney(results.totalWithHstCents),
    'proposal.rebate': formatMoney(results.rebateCents),
    'proposal.cost_after_rebate': formatMoney(results.costAfterRebateCents),
  };
  const shown = new Map([...document.system, ...document.cost].map((line) => [line.key, line]));
  for (const [key, field] of Object.entries(optionalLineFields)) {
    values[field] = shown.get(key)?.text ?? '';
  }
  for (const slot of paymentSlots) {
    const payment = document.payments[slot - 1];
    values[`proposal.payment_${slot}`] =
      payment?.label ??
      (slot === 1 && design.show_payment_lines && results.payments.length === 0
        ? noPaymentLinesText
        : '');
    values[`proposal.payment_${slot}_amount`] = payment?.text ?? '';
  }
  return values as Record<ProposalMergeKey, string>;
}
