import type { GeoPlace } from '@solar/shared';
import { movedLocation, needsReverseLookup } from '../link-address-text';
import { charlottetown } from './fixtures';

const nearby: GeoPlace = {
  address: '120 Queen St',
  city: 'Charlottetown',
  province: 'Prince Edward Island',
  province_id: 11,
  postal_code: 'C1A 4B9',
  latitude: 46.236,
  longitude: -63.127,
};
const point = { lat: 46.236012345678, lng: -63.127098765432 };

describe('Link Address Text', () => {
  it('On: the address, city, province and postal code follow the marker', () => {
    expect(movedLocation(charlottetown, point, true, nearby)).toEqual({
      address: '120 Queen St',
      city: 'Charlottetown',
      province: 'Prince Edward Island',
      provinceId: 11,
      postal_code: 'C1A4B9',
      lat: 46.2360123,
      lng: -63.1270988,
    });
  });

  it('Off: the address stays unchanged, only the coordinates move', () => {
    expect(movedLocation(charlottetown, point, false, null)).toEqual({
      ...charlottetown,
      lat: 46.2360123,
      lng: -63.1270988,
    });
  });

  it('Off with nothing selected yet: the looked-up place is used', () => {
    expect(movedLocation(null, point, false, nearby).address).toBe('120 Queen St');
  });

  it('asks for a reverse lookup only when the text follows the marker or none is selected', () => {
    expect(needsReverseLookup(charlottetown, true)).toBe(true);
    expect(needsReverseLookup(charlottetown, false)).toBe(false);
    expect(needsReverseLookup(null, false)).toBe(true);
  });

  it('refuses to follow the marker without a looked-up place', () => {
    expect(() => movedLocation(charlottetown, point, true, null)).toThrow(/reverse lookup/);
  });
});
