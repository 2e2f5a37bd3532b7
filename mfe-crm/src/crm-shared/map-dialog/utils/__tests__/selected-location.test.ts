import { locationOfDeal, locationOfPlace, sameLocation } from '../selected-location';
import { charlottetown, charlottetownPlace, dealRow } from './fixtures';

describe('locationOfPlace', () => {
  it('rounds the coordinates to 7 decimals and removes spaces from the postal code', () => {
    expect(locationOfPlace(charlottetownPlace)).toEqual(charlottetown);
  });
});

describe('locationOfDeal', () => {
  it("takes the deal's stored address, names and point", () => {
    expect(locationOfDeal(dealRow())).toEqual(charlottetown);
  });

  it('is null for a deal saved without a point', () => {
    const row = dealRow();
    expect(locationOfDeal({ ...row, address: { ...row.address, latitude: null } })).toBeNull();
  });
});

describe('sameLocation', () => {
  it('compares address text and coordinates', () => {
    expect(sameLocation(charlottetown, { ...charlottetown, city: 'Other' })).toBe(true);
    expect(sameLocation(charlottetown, { ...charlottetown, lat: 46.2 })).toBe(false);
    expect(sameLocation(charlottetown, { ...charlottetown, address: '1 Main St' })).toBe(false);
    expect(sameLocation(null, null)).toBe(true);
    expect(sameLocation(charlottetown, null)).toBe(false);
  });
});
