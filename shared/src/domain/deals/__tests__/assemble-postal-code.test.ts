import { assemblePostalCode } from '../assemble-postal-code';

describe('assemblePostalCode', () => {
  it('uses the full code with whitespace removed', () => {
    expect(assemblePostalCode({ full: ' C1A 4P3 ' })).toBe('C1A4P3');
  });

  it('prefers prefix plus suffix when that is longer than the full code', () => {
    expect(assemblePostalCode({ full: 'C1A', prefix: 'C1A', suffix: '4P3' })).toBe('C1A4P3');
    expect(assemblePostalCode({ prefix: 'B3H', suffix: ' 1A1' })).toBe('B3H1A1');
  });

  it('prefers the full code when it is longer or as long', () => {
    expect(assemblePostalCode({ full: 'E1C 4M3', prefix: 'E1C' })).toBe('E1C4M3');
    expect(assemblePostalCode({ full: 'K1P1J1', prefix: 'K1P', suffix: '9Z9' })).toBe('K1P1J1');
  });

  it('answers an empty string when nothing is known', () => {
    expect(assemblePostalCode({})).toBe('');
    expect(assemblePostalCode({ full: null, prefix: '  ', suffix: null })).toBe('');
  });
});
