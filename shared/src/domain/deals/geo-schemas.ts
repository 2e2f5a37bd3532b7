import { z } from 'zod';

/** Most suggestions `GET /api/geo/search/` answers. */
export const geoSearchLimit = 8;

/** A place found by reverse lookup: `GET /api/geo/reverse/?lat=&lng=`. */
export const geoPlaceSchema = z.object({
  address: z.string(),
  city: z.string(),
  /** Province name ('' when the point is outside every province the API knows). */
  province: z.string(),
  province_id: z.number().int().nullable(),
  /** Without spaces; a forward sortation area (`C1A`) when only that is known. */
  postal_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

/** An autocomplete suggestion of `GET /api/geo/search/?q=`: a place plus its one-line label. */
const geoSuggestionSchema = geoPlaceSchema.extend({ label: z.string() });
export type GeoSuggestion = z.infer<typeof geoSuggestionSchema>;

export const geoSearchResponseSchema = z.array(geoSuggestionSchema);
