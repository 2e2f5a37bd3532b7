import type { WeatherStation } from './cwec-2016-stations';

const earthRadiusKm = 6371;
const degrees = Math.PI / 180;

/** The great-circle distance in km between two points given in degrees (haversine). */
export function greatCircleKm(
  latitudeA: number,
  longitudeA: number,
  latitudeB: number,
  longitudeB: number,
): number {
  const dLat = (latitudeB - latitudeA) * degrees;
  const dLon = (longitudeB - longitudeA) * degrees;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(latitudeA * degrees) * Math.cos(latitudeB * degrees) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The station closest to a point, with its distance; undefined only for an empty list. */
export function nearestStation(
  latitude: number,
  longitude: number,
  stations: readonly WeatherStation[],
): { station: WeatherStation; distanceKm: number } | undefined {
  let best: { station: WeatherStation; distanceKm: number } | undefined;
  for (const station of stations) {
    const distanceKm = greatCircleKm(latitude, longitude, station.latitude, station.longitude);
    if (best === undefined || distanceKm < best.distanceKm) best = { station, distanceKm };
  }
  return best;
}
