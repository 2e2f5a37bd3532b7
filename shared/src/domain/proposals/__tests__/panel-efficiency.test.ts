import { isInShadowCircle, panelEfficiencyOf, roofAreaOf } from '../panel-efficiency';

describe('panelEfficiencyOf', () => {
  it.each([
    // x, y, expected, why
    [100, 100, 800, 'red area start point'],
    [710, 240, 800, 'lowest red row (y 240 < 300)'],
    [100, 299, 800, 'y 299 is still above 300'],
    [100, 300, 1100, 'y 300 is the yellow area, centre (120, 330) far from (600, 450)'],
    [100, 350, 1100, 'yellow start point'],
    [580, 420, 900, 'centre (600, 450) is the circle centre'],
    [680, 420, 900, 'centre (700, 450): distance exactly 100, the edge counts as inside'],
    [681, 420, 1100, 'centre (701, 450): distance 101'],
    [520, 340, 900, 'centre (540, 370): dx −60, dy −80 → distance exactly 100'],
    [519, 340, 1100, 'centre (539, 370): 61² + 80² = 10 121 > 10 000'],
    [580, 490, 900, 'lowest yellow row, centre (600, 520): distance 70'],
  ])('(%i, %i) → %i: %s', (x, y, expected) => {
    expect(panelEfficiencyOf({ x, y })).toBe(expected);
  });

  it('knows the areas and the circle on their own', () => {
    expect(roofAreaOf({ x: 0, y: 299 })).toBe('red');
    expect(roofAreaOf({ x: 0, y: 300 })).toBe('yellow');
    expect(isInShadowCircle({ x: 580, y: 320 })).toBe(true); // centre (600, 350): on the top edge
    expect(isInShadowCircle({ x: 580, y: 319 })).toBe(false);
  });
});
