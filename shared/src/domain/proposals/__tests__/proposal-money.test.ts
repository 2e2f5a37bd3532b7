import {
  divideRoundHalfUp,
  formatHundredths,
  formatHundredthsCompact,
  formatDeduction,
  formatMoney,
} from '../proposal-money';
import { formatNumber } from '../../format-number';

describe('money and figures', () => {
  it.each([
    [1_816_425, 1000, 1816], // 1 816.425 → 1 816
    [18_164_250, 100, 181_643], // …2.5 → up
    [4, 8, 1], // 0.5 → 1
    [3, 8, 0], // 0.375 → 0
    [987_593, 120, 8230],
    [-5, 2, -3], // halves away from zero on the negative side too
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses fractions and a zero divisor', () => {
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });

  it('formats US money with two decimals', () => {
    expect(formatMoney(1_210_950)).toBe('$12,109.50');
    expect(formatMoney(59_800)).toBe('$598.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$10,000.00');
  });

  it('never shows a negative zero amount', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatDeduction(0)).toBe('$0.00');
    expect(formatDeduction(-0)).toBe('$0.00');
    expect(formatDeduction(1_000_000)).toBe('-$10,000.00');
  });

  it('groups every figure the same way', () => {
    expect(formatNumber(11_770)).toBe('11,770');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(920)).toBe('920');
    expect(formatNumber(-0)).toBe('0');
  });

  it('formats hundredths', () => {
    expect(formatHundredths(405)).toBe('4.05');
    expect(formatHundredths(2477)).toBe('24.77');
    expect(formatHundredths(14_850)).toBe('148.50');
    expect(formatHundredthsCompact(324_000)).toBe('3,240');
    expect(formatHundredthsCompact(125_510)).toBe('1,255.1');
  });
});
