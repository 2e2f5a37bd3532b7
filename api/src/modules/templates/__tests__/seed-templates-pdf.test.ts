import {
  calculateProposal,
  seededProposalPricing,
  type MergeValues,
  noPaymentLinesText,
  type ProposalProgram,
  proposalMergeValuesOf,
  sampleChartData,
  sampleMergeValues,
  type TemplateRecord,
} from '@solar/shared/domain';
import { pdfPageTexts } from '../../../testing/pdf-text';
import { renderTemplatePdf } from '../render-template-pdf';
import { seedTemplateDefinitions } from '../seed-templates';

/**
 * What a customer reads in the documents the product prints: every character as written (accents,
 * typographic dashes and quotes included), every merge field filled, and the payment lines of the
 * proposal's own program.
 */

const today = new Date(2026, 2, 5);

function seeded(seedKey: string): TemplateRecord {
  const { template } = seedTemplateDefinitions.find((entry) => entry.seedKey === seedKey)!;
  return {
    ...template,
    id: 1,
    version: 1,
    updated_at: '2026-03-05T00:00:00.000Z',
    updated_by: null,
  } as TemplateRecord;
}

async function printedText(template: TemplateRecord, values: MergeValues): Promise<string> {
  const bytes = await renderTemplatePdf({
    template,
    values,
    chart: sampleChartData,
    images: new Map(),
    subject: null,
  });
  return (await pdfPageTexts(bytes)).join('\n');
}

/** A design of 20 panels of 405 W in the open part of the roof, under `program`. */
function proposalValues(program: ProposalProgram, term = 10): Record<string, string> {
  const results = calculateProposal(
    {
      program,
      term,
      panelSize: 405,
      installationType: 'rooftop',
      monthlyUsage: Array.from({ length: 12 }, () => 1000),
      panels: Array.from({ length: 20 }, (_, index) => ({
        x: 100 + (index % 7) * 50,
        y: 320 + Math.floor(index / 7) * 70,
      })),
    },
    seededProposalPricing(program),
  );
  return {
    ...sampleMergeValues(today),
    ...proposalMergeValuesOf(
      program,
      results,
      seededProposalPricing(program).terms.proposal_design,
    ),
  };
}

it.each(seedTemplateDefinitions.map((entry) => [entry.seedKey] as const))(
  'the seeded %s prints every character and fills every field',
  async (seedKey) => {
    const text = await printedText(seeded(seedKey), sampleMergeValues(today));
    expect(text).not.toContain('\uFFFD');
    // None of the seeded templates' own text or sample values holds a question mark.
    expect(text).not.toContain('?');
    expect(text).not.toContain('{{');
    expect(text).not.toContain('}}');
    expect(text).toContain('Alex Sample');
  },
);

it.each(seedTemplateDefinitions.map((entry) => [entry.seedKey] as const))(
  'the seeded %s prints its merge fields as written when their values are missing',
  async (seedKey) => {
    // What the check above would catch: a field left unfilled shows its braces in the PDF text.
    const text = await printedText(seeded(seedKey), {});
    expect(text).toContain('{{customer.name}}');
  },
);

it('prints French accents, typographic dashes and quotes as written', async () => {
  const written = 'Émilie Lévesque — « Réalisé » – ‘déjà’ “prêt” Ça coûte 1 234,56 $…';
  const template = seeded('demo:invoice');
  template.pages[0]!.blocks = [
    {
      id: 'french',
      kind: 'text',
      x: 20,
      y: 20,
      width: 170,
      height: 20,
      text: `{{customer.name}}\n${written}`,
      font_size_pt: 11,
      bold: true,
      italic: true,
      align: 'left',
    },
  ];
  const text = await printedText(template, { 'customer.name': 'Zoë Côté-Bélanger' });
  expect(text.split('\n')).toEqual(['Zoë Côté-Bélanger', written]);
});

it('prints a character no font has as "?" instead of failing the document', async () => {
  const template = seeded('demo:invoice');
  template.pages[0]!.blocks = [
    {
      id: 'emoji',
      kind: 'text',
      x: 20,
      y: 20,
      width: 170,
      height: 20,
      text: 'Sun \u{1F31E} power',
      font_size_pt: 11,
      bold: false,
      italic: false,
      align: 'left',
    },
  ];
  expect(await printedText(template, {})).toBe('Sun ? power');
});

describe("the contract's payment table", () => {
  it("lists Purchase's deposit and balance with tax, in dollars", async () => {
    // 8 100 W × $2.99 = $24,219.00; 15 % plus HST = $4,177.78 (half up), 85 % = $23,674.07.
    const text = await printedText(seeded('demo:contract'), proposalValues('purchase'));
    expect(text).toContain('PMT 1 (Upon Proposal Sign)\n$598.00');
    expect(text).toContain('PMT 2\n$4,177.78');
    expect(text).toContain('PMT 3\n$23,674.07');
    expect(text).toContain('Program: Purchase.');
  });

  it("lists Sunline's down payment and monthly payment, not Purchase's shares", async () => {
    // Total $27,851.85 less the $8,100.00 rebate = $19,751.85, over 12 years × 12 = $137.17.
    const text = await printedText(seeded('demo:contract'), proposalValues('sunline', 12));
    expect(text).toContain('PMT 1 (Upon Sign)\n$598.00');
    expect(text).toContain('PMT 2 (SAR Stage)\n$1,669.80');
    expect(text).toContain('PMT 3 (Connection Completed)\n$137.17 / month');
    expect(text).not.toContain('15%');
    expect(text).toContain('Program: Sunline.');
  });

  it('says a CGHL proposal has no payment lines', async () => {
    const text = await printedText(seeded('demo:contract'), proposalValues('cghl'));
    expect(text).toContain(noPaymentLinesText);
    expect(text).not.toContain('PMT');
    expect(text).not.toContain('{{');
  });
});
