import { messages, suggestNewDealName, type AddressDeal } from '@solar/shared';
import { needsNewDealName, newDealNameError } from '../new-deal-name-rule';

const status = { id: 1, name: 'Draft' };
const deals: AddressDeal[] = [
  { id: 1, name: '100 Queen St', status },
  { id: 2, name: 'Roof job', status },
];

describe('needsNewDealName', () => {
  it('is true when a deal at the address carries the address as its name', () => {
    expect(needsNewDealName('100 Queen St', deals)).toBe(true);
    expect(needsNewDealName('  100 QUEEN st ', deals)).toBe(true);
  });

  it('is false when no deal there is named after the address', () => {
    expect(needsNewDealName('100 Queen St', [deals[1]!])).toBe(false);
    expect(needsNewDealName('100 Queen St', [])).toBe(false);
  });
});

describe('newDealNameError', () => {
  it("refuses an empty name with 'Deal name cannot be empty'", () => {
    expect(newDealNameError('', deals)).toBe(messages.dealNameCannotBeEmpty);
    expect(newDealNameError('   ', deals)).toBe(messages.dealNameCannotBeEmpty);
  });

  it("refuses a name a deal at the address has with 'This deal name already exists'", () => {
    expect(newDealNameError('100 Queen St', deals)).toBe(messages.dealNameAlreadyExists);
    expect(newDealNameError(' roof JOB ', deals)).toBe(messages.dealNameAlreadyExists);
  });

  it('keeps the 2 to 100 characters rule', () => {
    expect(newDealNameError('x', deals)).toBe(messages.lengthTwoToHundred);
    expect(newDealNameError('x'.repeat(101), deals)).toBe(messages.lengthTwoToHundred);
  });

  it("accepts the default suggestion, the address followed by ' (New)'", () => {
    const suggestion = suggestNewDealName('100 Queen St');
    expect(suggestion).toBe('100 Queen St (New)');
    expect(newDealNameError(suggestion, deals)).toBeNull();
  });
});
