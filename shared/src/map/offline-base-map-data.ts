import type { Feature, FeatureCollection, Geometry, Point } from 'geojson';

/** What one feature of the offline base map is (`scripts/build-offline-base-map.mjs`). */
export type OfflineMapProperties =
  | { layer: 'country'; code: string }
  | {
      layer: 'region';
      code: string;
      name: string;
      country: string;
      /** Where the name goes: the centre of the region's largest polygon, [longitude, latitude]. */
      label: [number, number];
    }
  | { layer: 'lake' }
  | { layer: 'river' }
  | { layer: 'place'; name: string; province: string; population: number };

export type OfflinePlace = Feature<Point, Extract<OfflineMapProperties, { layer: 'place' }>>;
export type OfflineRegion = Feature<Geometry, Extract<OfflineMapProperties, { layer: 'region' }>>;

/** The base map split for drawing: shapes as one GeoJSON layer, places and region names as labels. */
export interface OfflineBaseMapData {
  shapes: FeatureCollection<Geometry, OfflineMapProperties>;
  regions: OfflineRegion[];
  /** Largest first, so the biggest town wins where labels would overlap. */
  places: OfflinePlace[];
}

const isPlace = (item: Feature<Geometry, OfflineMapProperties>): item is OfflinePlace =>
  item.properties.layer === 'place';
const isRegion = (item: Feature<Geometry, OfflineMapProperties>): item is OfflineRegion =>
  item.properties.layer === 'region';

/** Splits the served file; anything but a feature collection is refused as a failed load. */
export function offlineBaseMapDataOf(json: unknown): OfflineBaseMapData {
  const collection = json as FeatureCollection<Geometry, OfflineMapProperties> | null;
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error('The offline base map is not a GeoJSON feature collection');
  }
  const shapes = collection.features.filter((item) => !isPlace(item));
  return {
    shapes: { type: 'FeatureCollection', features: shapes },
    regions: shapes.filter(isRegion),
    places: collection.features
      .filter(isPlace)
      .toSorted((a, b) => b.properties.population - a.properties.population),
  };
}
