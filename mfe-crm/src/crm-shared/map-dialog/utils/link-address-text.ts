import { roundCoordinate, type GeoPlace } from '@solar/shared';
import { locationOfPlace, type SelectedLocation } from './selected-location';

/**
 * Whether moving the marker to a point needs a reverse lookup: only when the address text is to
 * follow the marker ('Link Address Text' On), or when there is no address yet to keep.
 */
export function needsReverseLookup(
  current: SelectedLocation | null,
  linkAddressText: boolean,
): boolean {
  return linkAddressText || current === null;
}

/**
 * The location after the marker moved to a point (a map click or a marker drag), per the 'Link
 * Address Text' switch. On: everything follows the point: the looked-up
 * address, city, province and postal code and the point's own coordinates. Off: the address stays
 * unchanged and only the coordinates move; the city, province and postal code stay with it,
 * because they belong to that address (mixing one address's street with another's postal code
 * would store a place that does not exist). With nothing selected yet there is no text to keep,
 * so the looked-up place is used either way.
 */
export function movedLocation(
  current: SelectedLocation | null,
  point: { lat: number; lng: number },
  linkAddressText: boolean,
  place: GeoPlace | null,
): SelectedLocation {
  const lat = roundCoordinate(point.lat);
  const lng = roundCoordinate(point.lng);
  if (current !== null && !linkAddressText) return { ...current, lat, lng };
  if (place === null) {
    throw new Error('A reverse lookup is needed when the address text follows the marker');
  }
  return { ...locationOfPlace(place), lat, lng };
}
