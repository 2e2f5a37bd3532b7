import { messages } from '../../messages';
import { dealNameError, dealNameKey, suggestNewDealName } from '../deal-name-rule';
import { dealCreateSchema, dealUpdateSchema } from '../deal-schemas';

describe('dealNameError', () => {
  it('requires a name', () => {
    expect(dealNameError('')).toBe(messages.pleaseEnterDealName);
    expect(dealNameError('   ')).toBe(messages.pleaseEnterDealName);
    expect(dealNameError(undefined)).toBe(messages.pleaseEnterDealName);
    expect(dealNameError(' ', messages.dealNameCannotBeEmpty)).toBe(messages.dealNameCannotBeEmpty);
  });

  it('wants 2 to 100 characters after trimming', () => {
    expect(dealNameError(' a ')).toBe(messages.lengthTwoToHundred);
    expect(dealNameError('x'.repeat(101))).toBe(messages.lengthTwoToHundred);
    expect(dealNameError(' ab ')).toBeNull();
    expect(dealNameError(` ${'x'.repeat(100)} `)).toBeNull();
  });

  it('compares names trimmed and case-folded, and suggests address + (New)', () => {
    expect(dealNameKey('  12 Main St ')).toBe(dealNameKey('12 MAIN ST'));
    expect(suggestNewDealName(' 12 Main St ')).toBe('12 Main St (New)');
  });
});

describe('deal payload schemas', () => {
  const base = { name: 'Roof job', stage: 1, status: 2, address_id: 3 };

  it('defaults business_type and deal_group_type to 1 and trims the name', () => {
    const parsed = dealCreateSchema.parse({ ...base, name: '  Roof job ' });
    expect(parsed).toMatchObject({ name: 'Roof job', business_type: 1, deal_group_type: 1 });
  });

  it('gives the spec messages for the name, stage and status', () => {
    const result = dealCreateSchema.safeParse({ name: 'a', address_id: 3 });
    expect(result.success).toBe(false);
    const texts = result.error!.issues.map((issue) => issue.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        messages.lengthTwoToHundred,
        messages.pleaseSelectStage,
        messages.pleaseSelectStatus,
      ]),
    );
  });

  it('wants exactly one of address_id and address on create, at most one on update', () => {
    const address = { address: '1 Queen St', province: 10 };
    expect(dealCreateSchema.safeParse({ ...base, address }).success).toBe(false);
    expect(dealCreateSchema.safeParse({ ...base, address_id: undefined }).success).toBe(false);
    expect(dealCreateSchema.safeParse({ ...base, address_id: undefined, address }).success).toBe(
      true,
    );
    expect(dealUpdateSchema.safeParse({ version: 1 }).success).toBe(true);
    expect(dealUpdateSchema.safeParse({ address_id: 1, address, version: 1 }).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(dealUpdateSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
