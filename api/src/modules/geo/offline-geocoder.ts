import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import {
  type GeoPlace,
  type GeoSuggestion,
  geoSearchLimit,
  roundCoordinate,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { cities, provinces } from '../../db/schema';
import { addresses } from '../deals/deals-tables';
import { containsPattern } from '../../db/like-pattern';
import { distanceKm, foldText, loadGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { loadProvinceDirectory, type ProvinceDirectory } from './province-directory';

/** A known street address closer than this to a reverse-looked-up point gives its text. */
const knownAddressRadiusKm = 0.1;

interface Candidate {
  suggestion: GeoSuggestion;
  /** Text whose start a query should match to rank first. */
  primary: string;
  haystack: string;
  /** 0 stored address, 1 gazetteer street, 2 city or town. */
  kind: number;
  population: number;
}

function streetCandidate(
  street: { address: string; city: string; province: string; postal_code: string },
  point: { latitude: number; longitude: number },
  directory: ProvinceDirectory,
  kind: number,
): Candidate {
  const province = directory.find(street.province);
  const provinceLabel = province?.code ?? street.province;
  return {
    suggestion: {
      label: [street.address, street.city, `${provinceLabel} ${street.postal_code}`.trim()]
        .filter(Boolean)
        .join(', '),
      address: street.address,
      city: street.city,
      province: province?.name ?? street.province,
      province_id: province?.id ?? null,
      postal_code: street.postal_code,
      latitude: roundCoordinate(point.latitude),
      longitude: roundCoordinate(point.longitude),
    },
    primary: foldText(street.address),
    haystack: foldText(
      [street.address, street.city, province?.name, province?.code, street.postal_code].join(' '),
    ),
    kind,
    population: 0,
  };
}

/**
 * The embedded geocoder: the packaged Canadian gazetteer (cities, towns and demo streets) merged
 * with the addresses already stored. It needs no network, so development, tests and offline
 * demos behave the same everywhere.
 */
export function createOfflineGeocoder(db: Database): Geocoder {
  const gazetteer = loadGazetteer();

  async function storedAddresses(tokens: string[]) {
    const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a), '');
    return db
      .select({
        address: addresses.address,
        cityText: addresses.cityText,
        cityName: cities.name,
        province: provinces.code,
        postalCode: addresses.postalCode,
        latitude: addresses.latitude,
        longitude: addresses.longitude,
      })
      .from(addresses)
      .leftJoin(provinces, eq(provinces.id, addresses.provinceId))
      .leftJoin(cities, eq(cities.id, addresses.cityId))
      .where(
        and(
          isNotNull(addresses.latitude),
          isNotNull(addresses.longitude),
          sql`${addresses.address} ILIKE ${containsPattern(longest)}`,
        ),
      )
      .limit(50);
  }

  return {
    async search(query) {
      const folded = foldText(query.trim());
      const tokens = folded.split(/[\s,]+/).filter(Boolean);
      if (tokens.length === 0) return [];
      const directory = await loadProvinceDirectory(db);
      const candidates: Candidate[] = [];
      for (const row of await storedAddresses(tokens)) {
        candidates.push(
          streetCandidate(
            {
              address: row.address,
              city: row.cityName ?? row.cityText,
              province: row.province ?? '',
              postal_code: row.postalCode,
            },
            { latitude: Number(row.latitude), longitude: Number(row.longitude) },
            directory,
            0,
          ),
        );
      }
      for (const street of gazetteer.streets) {
        candidates.push(streetCandidate(street, street, directory, 1));
      }
      for (const place of gazetteer.places) {
        const province = directory.find(place.province);
        candidates.push({
          suggestion: {
            label: `${place.name}, ${province?.name ?? place.province}`,
            address: place.name,
            city: place.name,
            province: province?.name ?? place.province,
            province_id: province?.id ?? null,
            postal_code: place.postal_code,
            latitude: roundCoordinate(place.latitude),
            longitude: roundCoordinate(place.longitude),
          },
          primary: foldText(place.name),
          haystack: foldText([place.name, province?.name, place.province].join(' ')),
          kind: 2,
          population: place.population,
        });
      }
      const matches = candidates
        .filter((candidate) => tokens.every((token) => candidate.haystack.includes(token)))
        .map((candidate) => ({ candidate, prefix: candidate.primary.startsWith(folded) ? 0 : 1 }))
        .sort(
          (a, b) =>
            a.prefix - b.prefix ||
            a.candidate.kind - b.candidate.kind ||
            b.candidate.population - a.candidate.population,
        );
      const seen = new Set<string>();
      const results: GeoSuggestion[] = [];
      for (const { candidate } of matches) {
        const key = foldText(candidate.suggestion.label);
        if (seen.has(key)) continue;
        seen.add(key);
        results.push(candidate.suggestion);
        if (results.length === geoSearchLimit) break;
      }
      return results;
    },

    async reverse(latitude, longitude) {
      const directory = await loadProvinceDirectory(db);
      let nearestPlace = gazetteer.places[0]!;
      let placeDistance = Infinity;
      for (const place of gazetteer.places) {
        const distance = distanceKm(latitude, longitude, place.latitude, place.longitude);
        if (distance < placeDistance) {
          nearestPlace = place;
          placeDistance = distance;
        }
      }
      const province = directory.find(nearestPlace.province);
      const answer: GeoPlace = {
        // Without a street database the honest text for an arbitrary point is its town.
        address: `Near ${nearestPlace.name}`,
        city: nearestPlace.name,
        province: province?.name ?? nearestPlace.province,
        province_id: province?.id ?? null,
        postal_code: nearestPlace.postal_code,
        latitude: roundCoordinate(latitude),
        longitude: roundCoordinate(longitude),
      };

      // A known street address right at the point gives its own text and postal code.
      const box = 0.01;
      const stored = await db
        .select({
          address: addresses.address,
          cityText: addresses.cityText,
          cityName: cities.name,
          provinceId: provinces.id,
          provinceName: provinces.name,
          postalCode: addresses.postalCode,
          latitude: addresses.latitude,
          longitude: addresses.longitude,
        })
        .from(addresses)
        .leftJoin(provinces, eq(provinces.id, addresses.provinceId))
        .leftJoin(cities, eq(cities.id, addresses.cityId))
        .where(
          and(
            between(addresses.latitude, String(latitude - box), String(latitude + box)),
            between(addresses.longitude, String(longitude - box), String(longitude + box)),
          ),
        )
        .limit(200);
      const known = [
        ...stored.map((row) => ({
          address: row.address,
          city: row.cityName ?? row.cityText,
          province: row.provinceName ?? '',
          provinceId: row.provinceId,
          postalCode: row.postalCode,
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
        })),
        ...gazetteer.streets.map((street) => {
          const streetProvince = directory.find(street.province);
          return {
            address: street.address,
            city: street.city,
            province: streetProvince?.name ?? street.province,
            provinceId: streetProvince?.id ?? null,
            postalCode: street.postal_code,
            latitude: street.latitude,
            longitude: street.longitude,
          };
        }),
      ];
      let nearestKnown: (typeof known)[number] | null = null;
      let knownDistance = knownAddressRadiusKm;
      for (const candidate of known) {
        const distance = distanceKm(latitude, longitude, candidate.latitude, candidate.longitude);
        if (distance <= knownDistance) {
          nearestKnown = candidate;
          knownDistance = distance;
        }
      }
      if (nearestKnown) {
        answer.address = nearestKnown.address;
        answer.city = nearestKnown.city || answer.city;
        answer.province = nearestKnown.province || answer.province;
        answer.province_id = nearestKnown.provinceId ?? answer.province_id;
        answer.postal_code = nearestKnown.postalCode || answer.postal_code;
      }
      return answer;
    },
  };
}
