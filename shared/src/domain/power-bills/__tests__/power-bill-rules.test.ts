import { messages } from '../../messages';
import { annualUsageOf, billNameError, monthNames, usageError } from '../power-bill-rules';
import { powerBillWriteSchema } from '../power-bill-schemas';

const twelve = (usage = 1) => monthNames.map((_, index) => ({ month: index + 1, usage }));

describe('billNameError', () => {
  it.each([
    [undefined, messages.pleaseEnterBillName],
    ['   ', messages.pleaseEnterBillName],
    ['a', messages.lengthTwoToHundred],
    [' a ', messages.lengthTwoToHundred],
    ['x'.repeat(101), messages.lengthTwoToHundred],
    ['ab', null],
    ['x'.repeat(100), null],
  ])('%p → %p', (name, expected) => {
    expect(billNameError(name)).toBe(expected);
  });
});

describe('usageError', () => {
  it.each([
    ['', messages.pleaseEnterUsage],
    ['  ', messages.pleaseEnterUsage],
    ['-1', messages.usageMinimumZero],
    ['abc', messages.usageMustBeNumber],
    ['1e12', messages.usageTooLarge],
    ['0', null],
    ['412.5', null],
  ])('%p → %p', (text, expected) => {
    expect(usageError(text)).toBe(expected);
  });
});

describe('annualUsageOf', () => {
  it('adds the months and skips values that are not numbers', () => {
    expect(annualUsageOf([100, 200.5, Number.NaN, 0])).toBe(300.5);
  });
});

describe('powerBillWriteSchema', () => {
  const valid = { deal: 1, power_company: 2, bill_name: ' Home ', details: twelve() };

  it('trims the name and defaults the notes', () => {
    expect(powerBillWriteSchema.parse(valid)).toEqual({
      ...valid,
      bill_name: 'Home',
      bill_notes: '',
    });
  });

  it('needs all 12 months exactly once when details are given', () => {
    const missing = powerBillWriteSchema.safeParse({ ...valid, details: twelve().slice(1) });
    expect(missing.error?.issues[0]?.message).toBe(messages.apiTwelveMonthsNeeded);
    const doubled = twelve();
    doubled[11] = { month: 1, usage: 1 };
    const twice = powerBillWriteSchema.safeParse({ ...valid, details: doubled });
    expect(twice.error?.issues[0]?.message).toBe(messages.apiTwelveMonthsNeeded);
  });

  it('refuses unknown fields', () => {
    expect(powerBillWriteSchema.safeParse({ ...valid, id: 3 }).success).toBe(false);
  });
});
