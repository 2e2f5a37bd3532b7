import { isMergeField, mergeFieldToken } from '../merge-fields';
import { sampleMergeValues } from '../merge-values';
import { proposalMergeFields } from '../proposal-merge-values';

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
      'proposal.system_cost': '$24,219.00',
      'proposal.total_with_tax': '$27,851.85',
      'proposal.payment_1': 'PMT 1 (Upon Proposal Sign)',
      'proposal.payment_1_amount': '$598.00',
      'proposal.payment_2_amount': '$4,177.78',
      'proposal.payment_3_amount': '$23,674.07',
    });
    expect(Object.values(values).join(' ')).not.toContain(mergeFieldToken('').slice(0, 2));
  });
});
