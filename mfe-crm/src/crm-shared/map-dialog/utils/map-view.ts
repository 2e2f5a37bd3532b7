/** The map's opening view: near latitude 44, longitude -79, zoom 20. */
export const defaultMapCenter = { lat: 44, lng: -79 } as const;
export const defaultMapZoom = 20;

/**
 * Without satellite imagery the opening view is the installer's territory, the Atlantic
 * provinces, where the offline base map's provinces and towns let a user find the place;
 * zoom 20 over the spec's centre would show one flat colour.
 */
export const offlineOpeningView = { lat: 46.4, lng: -63.6, zoom: 6 } as const;
/** A chosen place without imagery: its streets are not drawn, its town and neighbours are. */
export const offlinePlaceZoom = 11;

/**
 * The zoom to open at and to show a chosen place at: the spec's 20, clamped to what the tile
 * source serves so the map never shows empty tiles (without tiles nothing limits it).
 */
export function mapZoomFor(tileMaxZoom: number | null | undefined): number {
  return tileMaxZoom ? Math.min(defaultMapZoom, tileMaxZoom) : defaultMapZoom;
}
