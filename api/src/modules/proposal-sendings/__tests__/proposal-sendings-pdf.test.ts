import { PDFDocument } from '@cantoo/pdf-lib';
import { pdfPageTexts } from '../../../testing/pdf-text';
import { renderProposalPdf, type ProposalPdfInput } from '../proposal-sendings-pdf';

const input: ProposalPdfInput = {
  dealName: 'Harbour Road rooftop',
  address: '12 Harbour Road, Charlottetown, PE',
  customerName: 'Jamie Doe',
  salesPerson: 'Avery Admin',
  proposalVersion: 2,
  values: { 'savings.paybackYear': '9.4 years' },
  sentAt: new Date('2026-11-27T09:00:00Z'),
};

describe('the proposal PDF', () => {
  it('adds a page with the cumulative cash flow drawn and numbered when there is one', async () => {
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
