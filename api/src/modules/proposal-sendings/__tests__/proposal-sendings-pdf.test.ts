import {
  calculateProposal,
  permitFeeFootnote,
  proposalDocumentLinesOf,
  redAreaSampleInputs,
  seededProposalPricing,
  type ProgramProposalDesign,
} from '@solar/shared/domain';
import { PDFDocument } from '@cantoo/pdf-lib';
import { pdfPageTexts } from '../../../testing/pdf-text';
import { renderProposalPdf } from '../proposal-sendings-pdf';

const pricing = seededProposalPricing('sunline');
const results = calculateProposal(redAreaSampleInputs('sunline'), pricing);

async function textWith(design: ProgramProposalDesign): Promise<string> {
  const bytes = await renderProposalPdf({
    dealName: 'Gallant Residence',
    address: '12 Kent St, Charlottetown',
    customerName: 'Marie Gallant',
    salesPerson: 'Rep One',
    proposalVersion: 2,
    document: { programName: 'Sunline', lines: proposalDocumentLinesOf(results, design) },
    values: {},
    sentAt: new Date('2026-03-02T14:00:00Z'),
  });
  return (await pdfPageTexts(bytes)).join('\n');
}

describe('the proposal PDF', () => {
  const design = pricing.terms.proposal_design;

  it("prints the lines of the program's proposal design, in its order", async () => {
    const text = await textWith({ ...design, result_line_order: ['offset', 'panelSize'] });
    expect(text).toContain('Estimated Solar Production (kWh/y)\n3,240');
    expect(text).toContain('Solar Power System Cost\n$12,109.50');
    expect(text).toContain('Sunline program');
    expect(text).toContain('$82.30 / month');
    expect(text).toContain(permitFeeFootnote);
    expect(text.indexOf('Solar Offset')).toBeLessThan(text.indexOf('Panel Size'));
  });

  it('leaves out a line the design hides, and the payment lines when it hides them', async () => {
    const text = await textWith({
      ...design,
      shown_result_lines: ['offset'],
      show_payment_lines: false,
    });
    expect(text).not.toContain('Estimated Solar Production');
    expect(text).not.toContain('Permit and Connection Fees');
    expect(text).not.toContain(permitFeeFootnote);
    expect(text).not.toContain('Sunline program');
    expect(text).not.toContain('/ month');
    expect(text).toContain('Solar Offset\n24.77%');
    expect(text).toContain('Cost After Rebate');
  });

  it('adds a page with the cumulative cash flow drawn and numbered when there is one', async () => {
    const input = {
      dealName: 'Harbour Road rooftop',
      address: '12 Harbour Road, Charlottetown, PE',
      customerName: 'Jamie Doe',
      salesPerson: 'Avery Admin',
      proposalVersion: 2,
      document: null,
      values: { 'savings.paybackYear': '9.4 years' },
      sentAt: new Date('2026-11-27T09:00:00Z'),
    };
    const cashFlow = Array.from({ length: 26 }, (_, year) => -12_000 + year * 1_300);
    const bytes = await renderProposalPdf({ ...input, cumulativeCashFlow: cashFlow });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const [, chartPage] = await pdfPageTexts(bytes);
    expect(chartPage).toContain('Savings: cumulative cash flow');
    expect(chartPage).toContain('Year 0: -$12,000');
    expect(chartPage).toContain('Year 25: $20,500');
    const without = await PDFDocument.load(
      await renderProposalPdf({ ...input, cumulativeCashFlow: null }),
    );
    expect(without.getPageCount()).toBe(1);
  });
});
