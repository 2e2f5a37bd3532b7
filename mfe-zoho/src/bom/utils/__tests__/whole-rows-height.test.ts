import { wholeRowsHeight } from '../whole-rows-height';

describe('wholeRowsHeight', () => {
  it('stops at the last row that fits whole under the limit', () => {
    // 600 - 40 = 560 for rows of 36: 15 whole rows (540), never the half row after them.
    expect(wholeRowsHeight(600, 40, 36)).toBe(40 + 15 * 36);
  });

  it('keeps the limit when the rows fill it exactly', () => {
    expect(wholeRowsHeight(600, 40, 56)).toBe(600);
  });

  it('keeps the limit before anything is drawn or when one row does not fit', () => {
    expect(wholeRowsHeight(600, 0, 0)).toBe(600);
    expect(wholeRowsHeight(600, 40, 700)).toBe(600);
  });
});
