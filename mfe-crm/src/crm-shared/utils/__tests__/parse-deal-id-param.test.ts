import { parseDealIdParam } from '../parse-deal-id-param';

describe('parseDealIdParam', () => {
  it('reads a whole number', () => {
    expect(parseDealIdParam('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const param of [undefined, '', 'abc', '4.2', '-1', '12a', ' 7']) {
      expect(parseDealIdParam(param)).toBeNull();
    }
  });
});
