// The apps that import this module compile only their own sources: the reference brings the
// asset module's type with it wherever it goes.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./map-data.d.ts" />
import url from './map-data/offline-base-map.geojson';

/**
 * Where the offline base map is served: a content-hashed file beside the chunks of the remote that draws the map, fetched
 * only when a map without satellite imagery is shown, so no page's scripts carry it.
 */
export const offlineBaseMapUrl: string = url;
