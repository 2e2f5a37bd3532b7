import type { PanelPosition } from './panel-efficiency';
import { roofAreaOf } from './panel-efficiency';
import { panelPlacement, type RoofArea } from './proposal-constants';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Where the next panel of `area` goes: the area's start point for its first panel, else 50 units
 * right of the area's last added panel; when x would exceed 650 the row wraps to x 100, 70 lower.
 * The spec's wrap has no bottom; a fourth row would leave the area (and change its efficiency), so
 * y stops at the area's lowest allowed row and further panels stack there.
 */
export function nextPanelPosition(area: RoofArea, panels: readonly PanelPosition[]): PanelPosition {
  const inArea = panels.filter((panel) => roofAreaOf(panel) === area);
  const last = inArea[inArea.length - 1];
  if (!last) return { ...panelPlacement.start[area] };
  const rangeY = panelPlacement.clampY[area];
  const x = last.x + panelPlacement.stepX;
  if (x > panelPlacement.maxX) {
    return {
      x: panelPlacement.wrapX,
      y: clamp(last.y + panelPlacement.rowStep, rangeY.min, rangeY.max),
    };
  }
  return { x, y: last.y };
}

/** A dragged or keyboard-moved panel stays inside its own area: x 50–710, y 50–240 or 300–490. */
export function clampPanelPosition(area: RoofArea, position: PanelPosition): PanelPosition {
  const rangeY = panelPlacement.clampY[area];
  return {
    x: clamp(Math.round(position.x), panelPlacement.clampX.min, panelPlacement.clampX.max),
    y: clamp(Math.round(position.y), rangeY.min, rangeY.max),
  };
}
