import {
  assemblePostalCode,
  roundCoordinate,
  type DealListRow,
  type GeoPlace,
} from '@solar/shared';

/**
 * The location the dialog holds (the point picked on the map and its address), plus the province
 * id when the API knows it, so a new address can name its province without a second lookup.
 */
export interface SelectedLocation {
  address: string;
  city: string;
  province: string;
  provinceId: number | null;
  /** Without whitespace. */
  postal_code: string;
  /** Rounded with `roundCoordinate`: what the Selected Location block shows is what is stored. */
  lat: number;
  lng: number;
}

/** A looked-up or chosen place as the dialog's location. */
export function locationOfPlace(place: GeoPlace): SelectedLocation {
  return {
    address: place.address,
    city: place.city,
    province: place.province,
    provinceId: place.province_id,
    postal_code: assemblePostalCode({ full: place.postal_code }),
    lat: roundCoordinate(place.latitude),
    lng: roundCoordinate(place.longitude),
  };
}

/** A deal's stored address as the dialog's location; null when it was saved without a point. */
export function locationOfDeal(deal: DealListRow): SelectedLocation | null {
  const { address } = deal;
  if (address.latitude === null || address.longitude === null) return null;
  return {
    address: address.address,
    city: address.city_name,
    province: address.province_name,
    provinceId: address.province,
    postal_code: assemblePostalCode({ full: address.postal_code }),
    lat: roundCoordinate(address.latitude),
    lng: roundCoordinate(address.longitude),
  };
}

/** Same place: same address text and same stored coordinates. */
export function sameLocation(a: SelectedLocation | null, b: SelectedLocation | null): boolean {
  if (a === null || b === null) return a === b;
  return a.address === b.address && a.lat === b.lat && a.lng === b.lng;
}
