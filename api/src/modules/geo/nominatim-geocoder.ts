import {
  assemblePostalCode,
  type GeoPlace,
  type GeoSuggestion,
  geoSearchLimit,
  messages,
  roundCoordinate,
} from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import type { Geocoder } from './geocoder';
import type { ProvinceDirectory } from './province-directory';

/** Nominatim answers slower than this are treated as failures. */
const geocoderTimeoutMs = 5_000;

/** The part of a Nominatim `jsonv2` result this client reads. */
interface NominatimResult {
  lat: string;
  lon: string;
  display_name?: string;
  error?: string;
  address?: Record<string, string | undefined>;
}

interface NominatimOptions {
  /** Base URL, e.g. `https://nominatim.example.org` (no trailing `/search`). */
  baseUrl: string;
  userAgent: string;
  /** Province ids and names for the `state` Nominatim gives. */
  provinces: () => Promise<ProvinceDirectory>;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

function placeOf(result: NominatimResult, directory: ProvinceDirectory): GeoPlace {
  const parts = result.address ?? {};
  const street = [parts.house_number, parts.road ?? parts.pedestrian ?? parts.footway]
    .filter(Boolean)
    .join(' ');
  const city =
    parts.city ?? parts.town ?? parts.village ?? parts.municipality ?? parts.hamlet ?? '';
  const province = directory.find(parts.state) ?? directory.find(parts['ISO3166-2-lvl4']?.slice(3));
  const firstPart = result.display_name?.split(',')[0]?.trim() ?? '';
  return {
    address: street || firstPart || city,
    city,
    province: province?.name ?? parts.state ?? '',
    province_id: province?.id ?? null,
    postal_code: assemblePostalCode({ full: parts.postcode }).toUpperCase(),
    latitude: roundCoordinate(Number(result.lat)),
    longitude: roundCoordinate(Number(result.lon)),
  };
}

/**
 * A Nominatim-compatible geocoder (`GEOCODER_URL`): `/search?format=jsonv2&countrycodes=ca&
 * addressdetails=1` and `/reverse?format=jsonv2`, with the User-Agent Nominatim's usage policy
 * asks for and a 5 s timeout. Any failure answers 502 with one clear message; the service's
 * own text never reaches the browser.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? geocoderTimeoutMs),
      });
    } catch {
      throw new HttpError(502, messages.apiGeocoderFailed);
    }
    if (!response.ok) throw new HttpError(502, messages.apiGeocoderFailed);
    try {
      return await response.json();
    } catch {
      throw new HttpError(502, messages.apiGeocoderFailed);
    }
  }

  return {
    async search(query) {
      const body = await call('/search', {
        q: query,
        format: 'jsonv2',
        countrycodes: 'ca',
        addressdetails: '1',
        limit: String(geoSearchLimit),
      });
      if (!Array.isArray(body)) throw new HttpError(502, messages.apiGeocoderFailed);
      const directory = await options.provinces();
      return (body as NominatimResult[])
        .filter((result) => Number.isFinite(Number(result.lat)))
        .slice(0, geoSearchLimit)
        .map((result): GeoSuggestion => ({
          ...placeOf(result, directory),
          label: result.display_name ?? '',
        }));
    },

    async reverse(latitude, longitude) {
      const body = (await call('/reverse', {
        lat: String(latitude),
        lon: String(longitude),
        format: 'jsonv2',
        addressdetails: '1',
      })) as NominatimResult | null;
      if (!body || typeof body !== 'object') throw new HttpError(502, messages.apiGeocoderFailed);
      // Nominatim answers 200 `{error: 'Unable to geocode'}` for a point with nothing near.
      if (body.error) throw new HttpError(404, messages.couldNotFindAddress);
      const place = placeOf(body, await options.provinces());
      // The point the user chose, not the matched building's centroid.
      return {
        ...place,
        latitude: roundCoordinate(latitude),
        longitude: roundCoordinate(longitude),
      };
    },
  };
}
