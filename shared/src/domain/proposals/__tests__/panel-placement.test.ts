import { clampPanelPosition, nextPanelPosition } from '../panel-placement';

describe('nextPanelPosition', () => {
  it('starts the red area at (100, 100) and the yellow area at (100, 350)', () => {
    expect(nextPanelPosition('red', [])).toEqual({ x: 100, y: 100 });
    expect(nextPanelPosition('yellow', [])).toEqual({ x: 100, y: 350 });
    // The other area's panels do not move an area's start.
    expect(nextPanelPosition('yellow', [{ x: 100, y: 100 }])).toEqual({ x: 100, y: 350 });
  });

  it('steps 50 right of the area’s last panel, up to x 650 included', () => {
    expect(nextPanelPosition('red', [{ x: 100, y: 100 }])).toEqual({ x: 150, y: 100 });
    expect(nextPanelPosition('red', [{ x: 600, y: 100 }])).toEqual({ x: 650, y: 100 });
    expect(nextPanelPosition('yellow', [{ x: 300, y: 420 }])).toEqual({ x: 350, y: 420 });
  });

  it('wraps to x 100 and 70 lower when x would exceed 650', () => {
    // 650 + 50 = 700 > 650 → next row.
    expect(nextPanelPosition('red', [{ x: 650, y: 100 }])).toEqual({ x: 100, y: 170 });
    expect(nextPanelPosition('yellow', [{ x: 650, y: 350 }])).toEqual({ x: 100, y: 420 });
    // A dragged last panel counts from where it is now: 640 + 50 = 690 > 650.
    expect(nextPanelPosition('red', [{ x: 640, y: 130 }])).toEqual({ x: 100, y: 200 });
  });

  it('keeps a wrapped row inside its area', () => {
    // 240 + 70 = 310 would leave the red area (y 50–240); 490 + 70 the yellow one (300–490).
    expect(nextPanelPosition('red', [{ x: 650, y: 240 }])).toEqual({ x: 100, y: 240 });
    expect(nextPanelPosition('yellow', [{ x: 650, y: 490 }])).toEqual({ x: 100, y: 490 });
  });

  it('places 13 panels: 12 in the first row, the 13th at the start of the second', () => {
    const panels: { x: number; y: number }[] = [];
    for (let index = 0; index < 13; index += 1) panels.push(nextPanelPosition('red', panels));
    expect(panels.map((panel) => panel.x)).toEqual([
      100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 100,
    ]);
    expect(panels[11]).toEqual({ x: 650, y: 100 });
    expect(panels[12]).toEqual({ x: 100, y: 170 });
  });
});

describe('clampPanelPosition', () => {
  it.each([
    ['red', 0, 0, 50, 50],
    ['red', 800, 300, 710, 240],
    ['red', 300, 150, 300, 150],
    ['yellow', 10, 250, 50, 300],
    ['yellow', 720, 600, 710, 490],
    ['yellow', 400.4, 401.6, 400, 402],
  ] as const)('%s (%d, %d) → (%i, %i)', (area, x, y, expectedX, expectedY) => {
    expect(clampPanelPosition(area, { x, y })).toEqual({ x: expectedX, y: expectedY });
  });
});
