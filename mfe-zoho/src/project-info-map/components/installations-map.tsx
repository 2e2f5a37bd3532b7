import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  getRuntimeConfig,
  messages,
  type ProjectMapInstallation,
} from '@solar/shared';
import { BaseMapLayer } from '@solar/shared/map';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker } from 'react-leaflet';
import { installationIcon } from '../utils/installation-icon';
import { materialStatusLook } from '../utils/material-status-look';

/** The Atlantic provinces, where the installations are, until there is something to show. */
const homeView = { center: [45.6, -63.5] as [number, number], zoom: 6 };
/** Close enough to tell neighbouring towns apart, on the offline map as on imagery. */
const maxFitZoom = 11;

interface InstallationsMapProps {
  installations: ProjectMapInstallation[];
  selectedId: number | null;
  onSelect: (projectId: number) => void;
}

/**
 * The installations with a location, each marker its status's colour and shape. The map frames
 * them when the list changes and brings the chosen one into view. A marker takes the keyboard
 * (Tab, then Enter) like the list's rows.
 */
export function InstallationsMap({ installations, selectedId, onSelect }: InstallationsMapProps) {
  const { tileUrl, tileMaxZoom } = getRuntimeConfig();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const placed = useMemo(
    () =>
      installations.filter(
        (installation) => installation.latitude !== null && installation.longitude !== null,
      ),
    [installations],
  );
  const framing = placed.map((entry) => `${entry.latitude},${entry.longitude}`).join(';');

  useEffect(() => {
    if (!map || placed.length === 0) return;
    map.fitBounds(
      latLngBounds(placed.map((entry) => [entry.latitude!, entry.longitude!] as [number, number])),
      { padding: [32, 32], maxZoom: maxFitZoom },
    );
    // Framed again only when the set of places changes, not when a marker is chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, framing]);

  useEffect(() => {
    if (!map || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  useEffect(() => {
    const chosen = placed.find((entry) => entry.project_id === selectedId);
    if (map && chosen && !map.getBounds().contains([chosen.latitude!, chosen.longitude!])) {
      map.panTo([chosen.latitude!, chosen.longitude!]);
    }
  }, [map, placed, selectedId]);

  return (
    <Box>
      {/* A group, not an image: Leaflet puts focusable markers, zoom buttons and attribution
          links inside, and an image must not contain controls. */}
      <Box
        role="group"
        aria-label="Map of the installations"
        height={{ base: '320px', md: '480px' }}
        rounded="md"
        overflow="hidden"
        borderWidth="1px"
        bg="gray.100"
      >
        <MapContainer
          ref={setMap}
          center={homeView.center}
          zoom={homeView.zoom}
          style={{ height: '100%', width: '100%', background: 'transparent' }}
          scrollWheelZoom={false}
        >
          <BaseMapLayer tileUrl={tileUrl ?? null} maxZoom={tileMaxZoom ?? 19} />
          {placed.map((installation) => (
            <Marker
              key={installation.project_id}
              position={[installation.latitude!, installation.longitude!]}
              icon={installationIcon(installation.status, installation.project_id === selectedId)}
              zIndexOffset={installation.project_id === selectedId ? 1000 : 0}
              title={`${installation.deal_name}, ${formatCalendarDay(installation.installation_date)}: ${materialStatusLook[installation.status].label}`}
              alt={`${installation.deal_name}: ${materialStatusLook[installation.status].label}`}
              eventHandlers={{ click: () => onSelect(installation.project_id) }}
            />
          ))}
        </MapContainer>
      </Box>
      {placed.length < installations.length ? (
        <Text mt="1" fontSize="xs" color="fg.muted">
          {messages.projectMapUnplaced(installations.length - placed.length)}
        </Text>
      ) : null}
    </Box>
  );
}
