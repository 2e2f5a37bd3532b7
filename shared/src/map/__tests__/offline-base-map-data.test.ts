import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offlineBaseMapDataOf, type OfflineMapProperties } from '../offline-base-map-data';

/** The file the CRM's build serves as the offline base map. */
const servedFile = path.join(__dirname, '../map-data/offline-base-map.geojson');

function pointsOf(coordinates: unknown): [number, number][] {
  const list = coordinates as unknown[];
  return typeof list[0] === 'number'
    ? [list as [number, number]]
    : list.flatMap((part) => pointsOf(part));
}

describe('the offline base map data', () => {
  const json = JSON.parse(readFileSync(servedFile, 'utf8')) as {
    type: string;
    features: {
      type: string;
      properties: OfflineMapProperties;
      geometry: { type: string; coordinates: unknown };
    }[];
  };

  it('is a GeoJSON feature collection of valid geometries in longitude, latitude order', () => {
    expect(json.type).toBe('FeatureCollection');
    expect(json.features.length).toBeGreaterThan(500);
    const geometryTypes = ['Point', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'];
    expect(new Set(json.features.map((item) => item.type))).toEqual(new Set(['Feature']));
    const types = new Set(json.features.map((item) => item.geometry.type));
    expect(geometryTypes).toEqual(expect.arrayContaining([...types]));
    // Swapped coordinates would put Canada in the Indian Ocean: every point is in North America.
    const outside = json.features
      .flatMap((item) => pointsOf(item.geometry.coordinates))
      .filter(
        ([longitude, latitude]) =>
          !(longitude >= -180 && longitude <= -10 && latitude >= 0 && latitude <= 90),
      );
    expect(outside).toEqual([]);
  });

  it('has the provinces, territories and the neighbouring states, named, with lakes and rivers', () => {
    const data = offlineBaseMapDataOf(json);
    const regions = new Map(data.regions.map((region) => [region.properties.code, region]));
    for (const [code, name] of [
      ['NB', 'New Brunswick'],
      ['NS', 'Nova Scotia'],
      ['PE', 'Prince Edward Island'],
      ['NL', 'Newfoundland and Labrador'],
      ['QC', 'Quebec'],
      ['ON', 'Ontario'],
      ['BC', 'British Columbia'],
      ['NU', 'Nunavut'],
      ['ME', 'Maine'],
      ['NY', 'New York'],
      ['AK', 'Alaska'],
    ]) {
      expect(regions.get(code!)?.properties.name).toBe(name);
    }
    expect(data.regions.filter((region) => region.properties.country === 'CAN')).toHaveLength(13);
    const layers = new Set(data.shapes.features.map((item) => item.properties.layer));
    expect(layers).toEqual(new Set(['country', 'region', 'lake', 'river']));
  });

  it("names the Atlantic provinces' cities and towns, largest first", () => {
    const { places } = offlineBaseMapDataOf(json);
    const names = places.map((place) => `${place.properties.name}, ${place.properties.province}`);
    for (const town of [
      'Halifax, NS',
      'Sydney, NS',
      'Truro, NS',
      'Lunenburg, NS',
      'Moncton, NB',
      'Saint John, NB',
      'Fredericton, NB',
      'Charlottetown, PE',
      'Summerside, PE',
      "St. John's, NL",
    ]) {
      expect(names).toContain(town);
    }
    const populations = places.map((place) => place.properties.population);
    expect(populations).toEqual(populations.toSorted((a, b) => b - a));
  });

  it('refuses an answer that is not a feature collection', () => {
    expect(() => offlineBaseMapDataOf({ message: 'Not found' })).toThrow(/feature collection/);
    expect(() => offlineBaseMapDataOf(null)).toThrow(/feature collection/);
  });
});
