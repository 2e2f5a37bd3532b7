import { hiddenResultLineKeys } from '../deal-programs/program-pricing';
import type { ProgramProposalDesign } from '../deal-programs/deal-program-schemas';
import type { ProposalResults } from './calculate-proposal';
import {
  paymentAmountText,
  resultLineKeys,
  resultLinesOf,
  type ResultLineKey,
} from './proposal-result-lines';

/** One line the customer reads: its label and its formatted figure. */
export interface ProposalDocumentLine {
  key: string;
  label: string;
  text: string;
}

/** The lines of a customer document: its system, its cost and its payments, each in order. */
export interface ProposalDocumentLines {
  system: ProposalDocumentLine[];
  cost: ProposalDocumentLine[];
  payments: ProposalDocumentLine[];
}

/** The results lines of a design in the order it lists them (the specification's when it lists none). */
export function orderedResultLineKeys(design: ProgramProposalDesign): ResultLineKey[] {
  const chosen = design.result_line_order ?? [];
  // A key the order leaves out keeps its specification's place after the listed ones.
  return [...new Set([...chosen, ...resultLineKeys])];
}

/**
 * What the customer document of a proposal shows, as its program's proposal design chooses: the
 * results lines it does not hide, in its order, and, when it shows payment lines, the plan's lines
 * it does not hide. The proposal preview, the portal, the PDF sent for signature and the templates' merge
 * fields all read this one list, so none of them shows a line another leaves out.
 */
export function proposalDocumentLinesOf(
  results: ProposalResults,
  design: ProgramProposalDesign,
): ProposalDocumentLines {
  const hidden = hiddenResultLineKeys(design);
  const order = orderedResultLineKeys(design);
  const hiddenPayments = new Set(design.hidden_payment_lines ?? []);
  const linesOf = (group: 'system' | 'cost') =>
    resultLinesOf(results, group)
      .filter((line) => !hidden.has(line.key))
      .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return {
    system: linesOf('system'),
    cost: linesOf('cost'),
    payments: design.show_payment_lines
      ? results.payments
          .filter((payment) => !hiddenPayments.has(payment.label))
          .map((payment) => ({
            key: payment.key,
            label: payment.label,
            text: paymentAmountText(payment),
          }))
      : [],
  };
}
