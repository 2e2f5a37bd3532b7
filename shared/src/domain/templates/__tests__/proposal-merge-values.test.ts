import { isMergeField, mergeFieldToken } from '../merge-fields';
import { sampleMergeValues } from '../merge-values';
import { proposalMergeFields, proposalMergeValuesOf } from '../proposal-merge-values';
import { calculateProposal } from '../../proposals/calculate-proposal';
import { redAreaSampleInputs } from '../../proposals/sample-proposal';
import { seededProposalPricing } from '../../deal-programs/seed-deal-programs';

describe('proposal merge fields', () => {
  it('are all in the catalogue the editor offers', () => {
    for (const field of proposalMergeFields) expect(isMergeField(field.key)).toBe(true);
  });

  it("fill the sample data from the calculator: a Purchase's lines, money with $", () => {
    const values = sampleMergeValues(new Date(2026, 2, 5));
    for (const field of proposalMergeFields) {
      expect(values[field.key]).toEqual(expect.any(String));
    }
    // 20 × 405 W = 8 100 W at $2.99 = $24,219.00; HST $3,632.85; total $27,851.85.
    expect(values).toMatchObject({
      'proposal.program': 'Purchase',
      'proposal.system_size_kw': '8.10',
      'proposal.annual_production_kwh': '8,910',
      'proposal.unit_price': '$2.99',
      'proposal.system_cost': '$24,219.00',
      'proposal.total_with_tax': '$27,851.85',
      'proposal.payment_1': 'PMT 1 (Upon Proposal Sign)',
      'proposal.payment_1_amount': '$598.00',
      'proposal.payment_2_amount': '$4,177.78',
      'proposal.payment_3_amount': '$23,674.07',
    });
    expect(Object.values(values).join(' ')).not.toContain(mergeFieldToken('').slice(0, 2));
  });

  it("leave empty what the program's proposal design hides, and order the payments as it does", () => {
    const pricing = seededProposalPricing('sunline');
    const results = calculateProposal(redAreaSampleInputs('sunline'), pricing);
    const design = pricing.terms.proposal_design;
    const shown = proposalMergeValuesOf('sunline', results, design);
    expect(shown).toMatchObject({
      'proposal.annual_production_kwh': '3,240',
      'proposal.offset': '24.77%',
      'proposal.permit_fee': '$598.00',
      'proposal.payment_1': pricing.terms.payment_plan.lines[0]!.label,
      'proposal.payment_3_amount': '$82.30 / month',
    });
    const hidden = proposalMergeValuesOf('sunline', results, {
      ...design,
      shown_result_lines: ['offset'],
      show_payment_lines: false,
    });
    expect(hidden).toMatchObject({
      'proposal.annual_production_kwh': '',
      'proposal.permit_fee': '',
      'proposal.unit_price': '',
      'proposal.offset': '24.77%',
      'proposal.payment_1': '',
      'proposal.payment_1_amount': '',
      'proposal.payment_3_amount': '',
      // The cost lines show on every document.
      'proposal.system_cost': '$12,109.50',
    });
    // A payment line hidden on its own leaves the document, and its field goes to the next line.
    const oneHidden = proposalMergeValuesOf('sunline', results, {
      ...design,
      hidden_payment_lines: ['PMT 2 (SAR Stage)'],
    });
    expect(oneHidden).toMatchObject({
      'proposal.payment_1_amount': '$598.00',
      'proposal.payment_2': 'PMT 3 (Connection Completed)',
      'proposal.payment_2_amount': '$82.30 / month',
      'proposal.payment_3': '',
      'proposal.payment_3_amount': '',
    });
  });
});
