import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@chakra-ui/react';
import { getRuntimeConfig, messages } from '@solar/shared';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { BaseMapLayer } from '@solar/shared/map';

/** Close enough to see the building; clamped to what the tile source serves. */
const detailsZoom = 18;
/** Without imagery: the town and its neighbours, which is what the offline base map shows. */
const offlineDetailsZoom = 11;

interface DealLocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/**
 * The deal's address on a small read-only map. A circle marker needs no image files (Leaflet's
 * default pin does, and bundles rename them). Without a configured tile source the map shows the
 * point on the offline base map, with a note saying why there is no imagery.
 */
export function DealLocationMap({ latitude, longitude, label }: DealLocationMapProps) {
  const { tileUrl, tileMaxZoom } = getRuntimeConfig();
  const zoom = !tileUrl
    ? offlineDetailsZoom
    : tileMaxZoom
      ? Math.min(detailsZoom, tileMaxZoom)
      : detailsZoom;
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
        >
          <BaseMapLayer tileUrl={tileUrl ?? null} maxZoom={tileMaxZoom ?? detailsZoom} />
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
