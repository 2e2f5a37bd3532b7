import { bomLineQuantity } from '../bom-line-quantity';
import type { CalculationMethod } from '../bom-constants';

describe('bomLineQuantity', () => {
  it.each<[CalculationMethod, number, number, number, number]>([
    // method, parameter, denominator, panels, expected
    ['Fixed', 1, 1, 23, 1],
    ['Fixed', 4, 7, 23, 4],
    ['Fixed', 2, 1, 0, 2],
    ['Multiply', 1, 1, 23, 23],
    ['Multiply', 4, 9, 23, 92],
    ['Multiply', 3, 1, 0, 0],
    ['DevideUp', 1, 1, 23, 23],
    ['DevideUp', 1, 2, 24, 12],
    // Not divisible: always rounded up to a whole part.
    ['DevideUp', 1, 2, 23, 12],
    ['DevideUp', 1, 4, 23, 6],
    ['DevideUp', 2, 3, 23, 16],
    ['DevideUp', 1, 10, 1, 1],
    ['DevideUp', 3, 7, 10, 5],
    ['DevideUp', 1, 3, 0, 0],
    // Exactly divisible after the multiplication.
    ['DevideUp', 3, 6, 10, 5],
  ])('%s with parameter %i, denominator %i and %i panels → %i', (m, p, d, n, expected) => {
    expect(bomLineQuantity(m, p, d, n)).toBe(expected);
  });

  it('stays exact where floating-point division would drift', () => {
    // 3 × 0.1-style ratios: 49 × 100 / 49 is exactly 100, never 100.00000000000001 → 101.
    expect(bomLineQuantity('DevideUp', 100, 49, 49)).toBe(100);
    expect(bomLineQuantity('DevideUp', 7, 3, 3)).toBe(7);
    expect(bomLineQuantity('DevideUp', 1_000_000, 3, 100_000)).toBe(33_333_333_334);
  });

  it('refuses inputs that are not whole numbers in range', () => {
    expect(() => bomLineQuantity('Fixed', 0, 1, 1)).toThrow(RangeError);
    expect(() => bomLineQuantity('DevideUp', 1, 0, 1)).toThrow(/denominator/);
    expect(() => bomLineQuantity('Multiply', 1.5, 1, 1)).toThrow(/parameter/);
    expect(() => bomLineQuantity('Multiply', 1, 1, -1)).toThrow(/panels/);
    expect(() => bomLineQuantity('DevideUp', 1, 1, 2.5)).toThrow(/panels/);
  });
});
