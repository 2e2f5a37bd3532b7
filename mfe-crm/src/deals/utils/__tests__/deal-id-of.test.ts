import { dealIdOf } from '../deal-id-of';

describe('dealIdOf', () => {
  it('reads a whole number', () => {
    expect(dealIdOf('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const param of [undefined, '', 'abc', '4.2', '-1', '12a', ' 7']) {
      expect(dealIdOf(param)).toBeNull();
    }
  });
});
