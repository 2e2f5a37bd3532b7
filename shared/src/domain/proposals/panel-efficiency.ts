import { panelEfficiencies, roofDrawing, type RoofArea } from './proposal-constants';

/** A panel's top-left corner in drawing units. */
export interface PanelPosition {
  x: number;
  y: number;
}

/** The area a panel belongs to, from its position: red above y 300, yellow from 300 down. */
export function roofAreaOf(position: PanelPosition): RoofArea {
  return position.y < roofDrawing.redAreaBottomY ? 'red' : 'yellow';
}

/**
 * Whether the panel's centre (position + 20, 30) lies in the shadow circle. The edge counts as
 * inside: the circle is the shaded disc, and a centre exactly at distance 100 is as shaded as one a
 * hair nearer. Squared integers are compared, so no square root rounds a border case either way.
 */
export function isInShadowCircle(position: PanelPosition): boolean {
  const { cx, cy, r } = roofDrawing.shadowCircle;
  const dx = position.x + roofDrawing.panelWidth / 2 - cx;
  const dy = position.y + roofDrawing.panelHeight / 2 - cy;
  return dx * dx + dy * dy <= r * r;
}

/** kWh per kW per year: 800 in the red area, 900 in the shadow circle, 1100 elsewhere. */
export function panelEfficiencyOf(position: PanelPosition): number {
  if (roofAreaOf(position) === 'red') return panelEfficiencies.redArea;
  if (isInShadowCircle(position)) return panelEfficiencies.shadowCircle;
  return panelEfficiencies.open;
}
