import type { LeafletEventHandlerFnMap } from 'leaflet';
import { TileLayer } from 'react-leaflet';
import { OfflineBaseMap } from './offline-base-map';

interface BaseMapLayerProps {
  /** The runtime config's `TILE_URL`; null draws the offline base map instead. */
  tileUrl: string | null;
  maxZoom: number;
  /** The deepest level the tile source serves; Leaflet enlarges its tiles past it. */
  maxNativeZoom?: number;
  tileEventHandlers?: LeafletEventHandlerFnMap;
}

/**
 * What every map of the CRM draws under its markers: the configured satellite tiles, or, with
 * none configured, the offline base map (never both: the vector outlines would hide the imagery).
 */
export function BaseMapLayer({
  tileUrl,
  maxZoom,
  maxNativeZoom,
  tileEventHandlers,
}: BaseMapLayerProps) {
  if (!tileUrl) return <OfflineBaseMap />;
  return (
    <TileLayer
      url={tileUrl}
      maxZoom={maxZoom}
      maxNativeZoom={maxNativeZoom}
      eventHandlers={tileEventHandlers}
    />
  );
}
