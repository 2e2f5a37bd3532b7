// The maps' common base (`@solar/shared/map`): the configured tiles or the offline base map under
// every Leaflet map of the product. A separate entry, so only the pages that draw a map bring
// Leaflet, and they bring it in their own lazy chunk.
export { BaseMapLayer } from './base-map-layer';
