import type { PaymentPlanLine, ProgramTerms } from './deal-program-schemas';

/**
 * A version's terms with new payment lines, the proposal design following them: the design names
 * the lines it hides by their label, so a line renamed while hidden stays hidden under its new
 * name, and a removed line is no longer named. The server refuses a design naming a line the plan
 * lacks; this keeps the administrator from meeting that refusal while editing the plan.
 */
export function termsWithPaymentLines(
  terms: ProgramTerms,
  lines: readonly PaymentPlanLine[],
): ProgramTerms {
  const before = terms.payment_plan.lines;
  const hidden = terms.proposal_design.hidden_payment_lines;
  let nextHidden = hidden;
  if (hidden !== undefined) {
    const labels = new Set(lines.map((line) => line.label));
    const renamed = new Map<string, string>();
    if (before.length === lines.length) {
      before.forEach((line, index) => {
        const label = lines[index]!.label;
        // A label another line still carries keeps naming that line.
        if (line.label !== label && !labels.has(line.label)) renamed.set(line.label, label);
      });
    }
    nextHidden = [
      ...new Set(hidden.map((label) => renamed.get(label) ?? label).filter((l) => labels.has(l))),
    ];
  }
  return {
    ...terms,
    payment_plan: { ...terms.payment_plan, lines: [...lines] },
    proposal_design:
      nextHidden === hidden
        ? terms.proposal_design
        : { ...terms.proposal_design, hidden_payment_lines: nextHidden },
  };
}
