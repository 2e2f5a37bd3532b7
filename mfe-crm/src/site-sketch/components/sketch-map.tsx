import 'leaflet/dist/leaflet.css';
import { Box } from '@chakra-ui/react';
import { getRuntimeConfig, type LatLng } from '@solar/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import {
  Circle,
  CircleMarker,
  MapContainer,
  Polygon,
  Polyline,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { BaseMapLayer } from '@solar/shared/map';
import type { SketchShape } from '../utils/sketch-shapes';

/** The spec's map zoom; clamped to what the tile source serves. */
const sketchZoom = 20;

const colours: Record<SketchShape['kind'], string> = {
  roof: '#2b6cb0',
  obstruction: '#c53030',
  circle: '#c53030',
  meter: '#d69e2e',
  panel: '#6b46c1',
};

interface SketchMapProps {
  center: LatLng;
  shapes: readonly SketchShape[];
  selectedId: string | null;
  /** The outline being drawn, if any. */
  draft: readonly LatLng[] | null;
  /** Whether a click on the map adds something (drawing, or placing a point shape). */
  placing: boolean;
  onSelect: (id: string) => void;
  onMapClick: (point: LatLng) => void;
  onMapDoubleClick: () => void;
  onReady: (map: LeafletMap) => void;
}

const toLeaflet = (point: LatLng): [number, number] => [point.lat, point.lng];

function MapEvents({
  placing,
  onMapClick,
  onMapDoubleClick,
  onReady,
}: Pick<SketchMapProps, 'placing' | 'onMapClick' | 'onMapDoubleClick' | 'onReady'>) {
  const map = useMap();
  useEffect(() => onReady(map), [map, onReady]);
  useEffect(() => {
    // While drawing, a double-click ends the outline instead of zooming in.
    if (placing) map.doubleClickZoom.disable();
    else map.doubleClickZoom.enable();
  }, [map, placing]);
  useMapEvents({
    click: (event) => onMapClick({ lat: event.latlng.lat, lng: event.latlng.lng }),
    dblclick: () => onMapDoubleClick(),
  });
  return null;
}

/** The satellite map under the sketch: every shape labelled, the selected one drawn thicker. */
export function SketchMap({
  center,
  shapes,
  selectedId,
  draft,
  placing,
  onSelect,
  onMapClick,
  onMapDoubleClick,
  onReady,
}: SketchMapProps) {
  const { tileUrl, tileMaxZoom } = getRuntimeConfig();
  const maxZoom = tileMaxZoom ?? 22;
  return (
    <Box
      height={{ base: '420px', lg: '600px' }}
      rounded="md"
      overflow="hidden"
      borderWidth="1px"
      bg="gray.200"
      cursor={placing ? 'crosshair' : undefined}
      data-testid="site-sketch-map"
    >
      <MapContainer
        center={toLeaflet(center)}
        zoom={Math.min(sketchZoom, maxZoom)}
        maxZoom={maxZoom}
        style={{ height: '100%', width: '100%', background: 'transparent' }}
      >
        <BaseMapLayer
          tileUrl={tileUrl ?? null}
          maxZoom={maxZoom}
          maxNativeZoom={tileMaxZoom ?? 19}
        />
        <MapEvents
          placing={placing}
          onMapClick={onMapClick}
          onMapDoubleClick={onMapDoubleClick}
          onReady={onReady}
        />
        {shapes.map((shape) => {
          const selected = shape.id === selectedId;
          const pathOptions = {
            color: colours[shape.kind],
            weight: selected ? 4 : 2,
            fillOpacity: selected ? 0.35 : 0.2,
            dashArray: shape.kind === 'obstruction' ? '4 4' : undefined,
          };
          // While placing, clicks go to the map so a vertex can land on top of another shape.
          const eventHandlers = placing ? {} : { click: () => onSelect(shape.id) };
          const tooltip = (
            <Tooltip permanent direction="center" className="site-sketch-label">
              {shape.label}
            </Tooltip>
          );
          switch (shape.kind) {
            case 'roof':
            case 'obstruction':
              return (
                <Polygon
                  key={shape.id}
                  positions={shape.points.map(toLeaflet)}
                  pathOptions={pathOptions}
                  eventHandlers={eventHandlers}
                >
                  {tooltip}
                </Polygon>
              );
            case 'circle':
              return (
                <Circle
                  key={shape.id}
                  center={toLeaflet(shape.center)}
                  radius={shape.radius}
                  pathOptions={pathOptions}
                  eventHandlers={eventHandlers}
                >
                  {tooltip}
                </Circle>
              );
            default:
              return (
                <CircleMarker
                  key={shape.id}
                  center={toLeaflet(shape.position)}
                  radius={selected ? 10 : 8}
                  pathOptions={{ ...pathOptions, fillColor: colours[shape.kind], fillOpacity: 0.9 }}
                  eventHandlers={eventHandlers}
                >
                  {tooltip}
                </CircleMarker>
              );
          }
        })}
        {draft && draft.length > 0 ? (
          <>
            <Polyline
              positions={draft.map(toLeaflet)}
              pathOptions={{ color: '#2f855a', dashArray: '6 4' }}
            />
            {draft.map((point, index) => (
              <CircleMarker
                key={index}
                center={toLeaflet(point)}
                radius={4}
                pathOptions={{ color: '#2f855a' }}
              />
            ))}
          </>
        ) : null}
      </MapContainer>
    </Box>
  );
}
