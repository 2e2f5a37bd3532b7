import type { GeoPlace, GeoSuggestion } from '@solar/shared/domain';

/**
 * Where the map's place search and reverse lookup come from: the embedded offline gazetteer,
 * or a Nominatim-compatible service when `GEOCODER_URL` is set.
 */
export interface Geocoder {
  /** Up to `geoSearchLimit` places matching a free-text query, best first. */
  search(query: string): Promise<GeoSuggestion[]>;
  /** The place at or nearest to a point; the answer carries the point's own coordinates. */
  reverse(latitude: number, longitude: number): Promise<GeoPlace>;
}
