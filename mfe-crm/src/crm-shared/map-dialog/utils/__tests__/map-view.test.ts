import { defaultMapCenter, defaultMapZoom, mapZoomFor } from '../map-view';

describe('map view', () => {
  it('opens near 44, -79 at zoom 20', () => {
    expect(defaultMapCenter).toEqual({ lat: 44, lng: -79 });
    expect(defaultMapZoom).toBe(20);
  });

  it("clamps the zoom to the tile source's deepest level", () => {
    expect(mapZoomFor(19)).toBe(19);
    expect(mapZoomFor(22)).toBe(20);
    expect(mapZoomFor(null)).toBe(20);
    expect(mapZoomFor(undefined)).toBe(20);
  });
});
