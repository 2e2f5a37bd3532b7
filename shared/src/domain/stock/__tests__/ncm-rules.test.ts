import { canMoveNcm, ncmNextStatuses } from '../ncm-rules';
import { ncmStatuses } from '../stock-constants';

describe('non-conformance record moves', () => {
  it('go Open → Under review → one of the three closing steps', () => {
    expect(ncmNextStatuses('Open')).toEqual(['Under review']);
    expect(ncmNextStatuses('Under review')).toEqual(['Returned to vendor', 'Repaired', 'Scrapped']);
    expect(canMoveNcm('Open', 'Scrapped')).toBe(false);
    expect(canMoveNcm('Under review', 'Open')).toBe(false);
  });

  it('end at a closing step, from which nothing moves', () => {
    for (const closed of ['Returned to vendor', 'Repaired', 'Scrapped'] as const) {
      expect(ncmNextStatuses(closed)).toEqual([]);
      for (const to of ncmStatuses) expect(canMoveNcm(closed, to)).toBe(false);
    }
  });
});
