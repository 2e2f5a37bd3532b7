import { defaultProposalData, seedDealPrograms } from '@solar/shared';
import { choiceOf, type ProgramChoice } from '../presenter-programs';

const purchaseTerms = seedDealPrograms.find((seed) => seed.key === 'purchase')!.terms;

const choice = (programId: number, versionId: number, name: string): ProgramChoice => ({
  value: String(versionId),
  versionId,
  programId,
  name,
  legacyKey: 'purchase',
  terms: purchaseTerms,
});

describe('the program a design is priced with', () => {
  // Listed by name as the server lists them: a program added later can come first.
  const choices = [choice(9, 31, 'Island Cash'), choice(1, 4, 'Purchase')];

  it('is, for a new design, the longest-standing program of its kind, whatever its name', () => {
    expect(choiceOf(choices, { ...defaultProposalData(), selectedProgram: 'purchase' })?.name).toBe(
      'Purchase',
    );
  });

  it('is the version a design names when it is still offered', () => {
    expect(choiceOf(choices, { ...defaultProposalData(), programVersionId: 31 })?.name).toBe(
      'Island Cash',
    );
  });
});
