import type { PathOptions } from 'leaflet';
import type { OfflineMapProperties } from './offline-base-map-data';

/** The sea: the map's background, since the land is drawn as countries, provinces and states. */
export const offlineMapWater = '#a9cfe0';

/**
 * How each layer of the offline base map is drawn: Canada light, its neighbours a shade darker
 * so the border reads at a glance, provinces and states outlined, water blue.
 */
export function offlineMapStyle(properties: OfflineMapProperties | undefined): PathOptions {
  switch (properties?.layer) {
    case 'region':
      return properties.country === 'CAN'
        ? { color: '#8c8577', weight: 1.2, fillColor: '#f6f3ea', fillOpacity: 1 }
        : { color: '#a29d92', weight: 0.8, fillColor: '#e6e3da', fillOpacity: 1 };
    case 'country':
      return { color: '#a29d92', weight: 0.8, fillColor: '#e6e3da', fillOpacity: 1 };
    case 'lake':
      return { color: '#7fb2c9', weight: 0.6, fillColor: offlineMapWater, fillOpacity: 1 };
    case 'river':
      return { color: '#7fb2c9', weight: 1, fill: false };
    default:
      return { stroke: false, fill: false };
  }
}
