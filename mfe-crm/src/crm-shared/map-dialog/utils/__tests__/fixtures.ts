import type { DealListRow, GeoPlace } from '@solar/shared';
import type { SelectedLocation } from '../selected-location';

export const charlottetownPlace: GeoPlace = {
  address: '100 Queen St',
  city: 'Charlottetown',
  province: 'Prince Edward Island',
  province_id: 11,
  postal_code: 'C1A 4B3',
  latitude: 46.2352391234,
  longitude: -63.1262045678,
};

export const charlottetown: SelectedLocation = {
  address: '100 Queen St',
  city: 'Charlottetown',
  province: 'Prince Edward Island',
  provinceId: 11,
  postal_code: 'C1A4B3',
  lat: 46.2352391,
  lng: -63.1262046,
};

export function dealRow(overrides: Partial<DealListRow> = {}): DealListRow {
  return {
    id: 7,
    name: '100 Queen St',
    version: 1,
    stage: { id: 1, name: 'Initial Contact' },
    status: { id: 1, name: 'Draft' },
    business_type: 1,
    deal_group_type: 1,
    sales_person: { id: 3, username: 'rep1', email: 'rep1@example.com' },
    address: {
      address_id: 40,
      address: '100 Queen St',
      city: 5,
      city_text: 'Charlottetown',
      city_name: 'Charlottetown',
      province: 11,
      province_text: 'Prince Edward Island',
      province_name: 'Prince Edward Island',
      postal_code: 'C1A4B3',
      latitude: 46.2352391,
      longitude: -63.1262046,
    },
    power_bill: null,
    has_contact: false,
    has_site_sketch: false,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
