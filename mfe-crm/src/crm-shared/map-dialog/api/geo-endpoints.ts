import {
  api,
  geoPlaceSchema,
  geoSearchResponseSchema,
  type GeoPlace,
  type GeoSuggestion,
} from '@solar/shared';

/** A point of the map to look up: `GET /api/geo/reverse/?lat=&lng=`. */
interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * The API's geocoding calls for the map dialog: place search (autocomplete) and reverse lookup.
 * The dialog shows its own messages ('Could not find the specified address'…) under the default
 * error policy; a generic toast on top would say the same thing twice.
 */
const geoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmGeoSearch: build.query<GeoSuggestion[], string>({
      query: (q) => ({ url: '/api/geo/search/', params: { q } }),
      responseSchema: geoSearchResponseSchema,
      // Typing back to an earlier prefix reuses its answer for a while instead of asking again.
      keepUnusedDataFor: 120,
    }),
    crmGeoReverse: build.query<GeoPlace, GeoPoint>({
      query: ({ lat, lng }) => ({ url: '/api/geo/reverse/', params: { lat, lng } }),
      responseSchema: geoPlaceSchema,
    }),
  }),
});

export const { useCrmGeoSearchQuery, useLazyCrmGeoSearchQuery, useLazyCrmGeoReverseQuery } = geoApi;
