import { roundCoordinate } from '../round-coordinate';

describe('roundCoordinate', () => {
  it.each([
    [44.123456789, 44.1234568],
    [-79.987654321, -79.9876543],
    [46.2382, 46.2382],
    [-123.12345675, -123.1234568],
    [0.000000049, 0],
    [-0.00000004, 0],
    [89.99999999, 90],
  ])('rounds %p to 7 decimals: %p', (input, expected) => {
    expect(roundCoordinate(input)).toBe(expected);
  });

  it('keeps at most 10 digits in total by giving up decimals', () => {
    expect(roundCoordinate(1234.123456789)).toBe(1234.123457);
    expect(roundCoordinate(123456.987654)).toBe(123456.9877);
    const digits = String(roundCoordinate(-179.123456789)).replace(/[-.]/g, '');
    expect(digits.length).toBeLessThanOrEqual(10);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundCoordinate(-0.00000001), 0)).toBe(true);
  });

  it('passes non-finite values through for the caller to refuse', () => {
    expect(roundCoordinate(Number.NaN)).toBeNaN();
    expect(roundCoordinate(Infinity)).toBe(Infinity);
  });
});
