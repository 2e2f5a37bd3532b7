import { calculateProposal } from '../calculate-proposal';
import { orderedResultLineKeys, proposalDocumentLinesOf } from '../proposal-document-lines';
import { resultLineKeys, type ResultLineKey } from '../proposal-result-lines';
import { redAreaSampleInputs } from '../sample-proposal';
import { seededProposalPricing } from '../../deal-programs/seed-deal-programs';

const pricing = seededProposalPricing('sunline');
const design = pricing.terms.proposal_design;
const results = calculateProposal(redAreaSampleInputs('sunline'), pricing);
const keys = (lines: { key: string }[]) => lines.map((line) => line.key);

describe("a customer document's lines", () => {
  it("are every results line in the specification's order under the seeded design", () => {
    const lines = proposalDocumentLinesOf(results, design);
    expect([...keys(lines.system), ...keys(lines.cost)]).toEqual([...resultLineKeys]);
    expect(lines.payments.map((line) => line.text)).toEqual([
      '$598.00',
      '$1,669.80',
      '$82.30 / month',
    ]);
  });

  it('leave out what the design hides, the payment lines included', () => {
    const lines = proposalDocumentLinesOf(results, {
      ...design,
      shown_result_lines: ['production'],
      show_payment_lines: false,
    });
    expect(keys(lines.system)).toEqual(['panelSize', 'panelQty', 'systemSize', 'production']);
    expect(keys(lines.cost)).toEqual([
      'systemCost',
      'hst',
      'totalWithHst',
      'rebate',
      'costAfterRebate',
    ]);
    expect(lines.payments).toEqual([]);
  });

  it('show every payment line, as before, for a design saved before lines were chosen one by one', () => {
    const saved = { ...design, show_payment_lines: true };
    delete saved.hidden_payment_lines;
    expect(proposalDocumentLinesOf(results, saved).payments.map((line) => line.label)).toEqual([
      'PMT 1 (Upon Sign)',
      'PMT 2 (SAR Stage)',
      'PMT 3 (Connection Completed)',
    ]);
  });

  it('leave out the one payment line the design hides, the others keeping their amounts', () => {
    const lines = proposalDocumentLinesOf(results, {
      ...design,
      hidden_payment_lines: ['PMT 2 (SAR Stage)'],
    });
    expect(lines.payments.map((line) => [line.label, line.text])).toEqual([
      ['PMT 1 (Upon Sign)', '$598.00'],
      ['PMT 3 (Connection Completed)', '$82.30 / month'],
    ]);
    // Hiding the whole block still hides every line, whatever the design chose line by line.
    expect(
      proposalDocumentLinesOf(results, {
        ...design,
        show_payment_lines: false,
        hidden_payment_lines: ['PMT 2 (SAR Stage)'],
      }).payments,
    ).toEqual([]);
  });

  it("follow the design's order within each table, the unlisted lines after in their own", () => {
    const order = ['offset', 'costAfterRebate', 'panelSize'] as ResultLineKey[];
    expect(orderedResultLineKeys({ ...design, result_line_order: order }).slice(0, 4)).toEqual([
      'offset',
      'costAfterRebate',
      'panelSize',
      'panelQty',
    ]);
    const lines = proposalDocumentLinesOf(results, {
      ...design,
      result_line_order: ['offset', 'costAfterRebate', 'panelSize'],
    });
    expect(keys(lines.system).slice(0, 3)).toEqual(['offset', 'panelSize', 'panelQty']);
    expect(keys(lines.cost)[0]).toBe('costAfterRebate');
  });
});
