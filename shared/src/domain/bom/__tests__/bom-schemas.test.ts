import { messages } from '../../messages';
import { bomDetailInputSchema, bomHeaderInputSchema, panelCountSchema } from '../bom-schemas';

function firstMessageOf(input: unknown): string | undefined {
  const result = bomDetailInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const valid = { itemid: 5, calculationmethod: 'DevideUp', parameter: 2, denominator: 3 };

describe('bomDetailInputSchema', () => {
  it('accepts the four fields', () => {
    expect(bomDetailInputSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, itemid: undefined }, messages.pleaseInputItemId],
    [{ ...valid, itemid: null }, messages.pleaseInputItemId],
    [{ ...valid, itemid: 0 }, messages.pleaseInputItemId],
    [{ ...valid, calculationmethod: undefined }, messages.pleaseSelectCalculationMethod],
    [{ ...valid, calculationmethod: 'DivideUp' }, messages.pleaseSelectCalculationMethod],
    [{ ...valid, parameter: undefined }, messages.pleaseInputParameter],
    [{ ...valid, parameter: 0 }, messages.parameterMinimum],
    [{ ...valid, parameter: 1.5 }, messages.parameterMinimum],
    [{ ...valid, parameter: '2' }, messages.parameterMinimum],
    [{ ...valid, denominator: undefined }, messages.pleaseInputDenominator],
    [{ ...valid, denominator: -3 }, messages.denominatorMinimum],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessageOf(input)).toBe(message);
  });

  it('refuses unknown fields', () => {
    expect(bomDetailInputSchema.safeParse({ ...valid, quantity: 3 }).success).toBe(false);
  });
});

describe('bomHeaderInputSchema', () => {
  it('trims the description and needs a known status', () => {
    expect(bomHeaderInputSchema.parse({ bomdes: '  Kit  ', bomsts: 'Draft' })).toEqual({
      bomdes: 'Kit',
      bomsts: 'Draft',
    });
    const blank = bomHeaderInputSchema.safeParse({ bomdes: '   ', bomsts: 'Draft' });
    expect(blank.error?.issues[0]?.message).toBe(messages.pleaseEnterBomDescription);
    const status = bomHeaderInputSchema.safeParse({ bomdes: 'Kit', bomsts: 'Open' });
    expect(status.error?.issues[0]?.message).toBe(messages.pleaseSelectBomStatus);
  });
});

describe('panelCountSchema', () => {
  it('takes whole numbers from 1 to 100000, also as query text', () => {
    expect(panelCountSchema.parse('23')).toBe(23);
    for (const bad of ['0', '-2', '2.5', 'ten', '100001']) {
      expect(panelCountSchema.safeParse(bad).success).toBe(false);
    }
  });
});
