/** The map's opening view: near latitude 44, longitude -79, zoom 20. */
export const defaultMapCenter = { lat: 44, lng: -79 } as const;
export const defaultMapZoom = 20;

/**
 * The zoom to open at and to show a chosen place at: the spec's 20, clamped to what the tile
 * source serves so the map never shows empty tiles (without tiles nothing limits it).
 */
export function mapZoomFor(tileMaxZoom: number | null | undefined): number {
  return tileMaxZoom ? Math.min(defaultMapZoom, tileMaxZoom) : defaultMapZoom;
}
