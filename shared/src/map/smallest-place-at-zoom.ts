/**
 * The smallest population a town needs for its name at a zoom level: the big cities at country
 * zoom, then towns as the map closes in on a province, every place of the gazetteer at county
 * zoom. Overlapping names are thinned out on top of this (`labelsToShow`).
 */
export function smallestPlaceAtZoom(zoom: number): number {
  if (zoom <= 3) return 500_000;
  if (zoom <= 4) return 100_000;
  if (zoom <= 5) return 20_000;
  if (zoom <= 6) return 5_000;
  return 0;
}
