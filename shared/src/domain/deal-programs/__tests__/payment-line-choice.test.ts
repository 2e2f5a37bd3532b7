import { programTermsSchema, type ProgramTerms } from '../deal-program-schemas';
import { messages } from '../../messages';
import { termsWithPaymentLines } from '../payment-line-choice';
import { seedDealPrograms } from '../seed-deal-programs';

const sunline = seedDealPrograms.find((program) => program.key === 'sunline')!.terms;
const hiding = (labels: string[]): ProgramTerms => ({
  ...sunline,
  proposal_design: { ...sunline.proposal_design, hidden_payment_lines: labels },
});

describe("a design's payment lines", () => {
  it('are accepted in the shape saved before they could be chosen one by one', () => {
    const saved = structuredClone(sunline) as ProgramTerms;
    delete saved.proposal_design.hidden_payment_lines;
    expect(programTermsSchema.safeParse(saved).success).toBe(true);
    expect(programTermsSchema.safeParse(hiding(['PMT 2 (SAR Stage)'])).success).toBe(true);
  });

  it('are refused when the design hides a line the plan lacks, with the message', () => {
    const parsed = programTermsSchema.safeParse(hiding(['PMT 4']));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        message: messages.dealProgramHiddenPaymentLineUnknown,
        path: ['proposal_design', 'hidden_payment_lines'],
      }),
    ]);
  });

  it('follow the plan: a hidden line renamed stays hidden, a removed one is forgotten', () => {
    const terms = hiding(['PMT 2 (SAR Stage)']);
    const lines = terms.payment_plan.lines;
    const renamed = termsWithPaymentLines(terms, [
      lines[0]!,
      { ...lines[1]!, label: 'Down payment' },
      lines[2]!,
    ]);
    expect(renamed.proposal_design.hidden_payment_lines).toEqual(['Down payment']);
    expect(programTermsSchema.safeParse(renamed).success).toBe(true);
    const removed = termsWithPaymentLines(renamed, [lines[0]!, lines[2]!]);
    expect(removed.proposal_design.hidden_payment_lines).toEqual([]);
    // A design that never chose lines one by one keeps its shape.
    expect(termsWithPaymentLines(sunline, lines.slice(1)).proposal_design).toBe(
      sunline.proposal_design,
    );
  });
});
