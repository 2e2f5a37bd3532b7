import url from '../map-data/offline-base-map.geojson';

/**
 * Where the offline base map is served: a content-hashed file beside the CRM's chunks, fetched
 * only when a map without satellite imagery is shown, so no page's scripts carry it.
 */
export const offlineBaseMapUrl: string = url;
