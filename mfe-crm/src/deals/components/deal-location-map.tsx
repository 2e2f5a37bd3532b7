import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@chakra-ui/react';
import { getRuntimeConfig, messages } from '@solar/shared';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';

/** Close enough to see the building; clamped to what the tile source serves. */
const detailsZoom = 18;

interface DealLocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/**
 * The deal's address on a small read-only map. A circle marker needs no image files (Leaflet's
 * default pin does, and bundles rename them). Without a configured tile source the map still
 * shows the point on a neutral background, with a note saying why there is no imagery.
 */
export function DealLocationMap({ latitude, longitude, label }: DealLocationMapProps) {
  const { tileUrl, tileMaxZoom } = getRuntimeConfig();
  const zoom = tileMaxZoom ? Math.min(detailsZoom, tileMaxZoom) : detailsZoom;
  return (
    <Box>
      {/* A group, not an image: Leaflet puts focusable zoom buttons and attribution links inside,
          and an image must not contain controls (axe nested-interactive). */}
      <Box
        role="group"
        aria-label={`Map of ${label}`}
        height="240px"
        rounded="md"
        overflow="hidden"
        borderWidth="1px"
        bg="gray.100"
      >
        <MapContainer
          center={[latitude, longitude]}
          zoom={zoom}
          style={{ height: '100%', width: '100%', background: 'transparent' }}
          dragging={false}
          scrollWheelZoom={false}
          doubleClickZoom={false}
          keyboard={false}
          attributionControl={Boolean(tileUrl)}
        >
          {tileUrl ? <TileLayer url={tileUrl} maxZoom={tileMaxZoom ?? detailsZoom} /> : null}
          <CircleMarker
            center={[latitude, longitude]}
            radius={9}
            pathOptions={{ color: '#c53030', fillColor: '#e53e3e', fillOpacity: 0.9 }}
          >
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {label}
            </Tooltip>
          </CircleMarker>
        </MapContainer>
      </Box>
      {tileUrl ? null : (
        <Text mt="1" fontSize="xs" color="fg.muted">
          {messages.dealMapWithoutImagery}
        </Text>
      )}
    </Box>
  );
}
