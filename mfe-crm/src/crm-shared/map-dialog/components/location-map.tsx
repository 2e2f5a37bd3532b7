import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import {
  divIcon,
  type LeafletEventHandlerFnMap,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, useMapEvents } from 'react-leaflet';
import { BaseMapLayer } from '@solar/shared/map';
import type { SelectedLocation } from '../utils/selected-location';
import { LocationDetails } from './location-details';

/** Where the map should look: changed by a search choice or by opening a deal, not by clicks. */
export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

interface LocationMapProps {
  view: MapView;
  location: SelectedLocation | null;
  tileUrl: string | null;
  maxZoom: number;
  /** A map click or the end of a marker drag, in map coordinates. */
  onPick: (point: { lat: number; lng: number }) => void;
  /** Bumped when a move was refused: the dragged marker goes back to the location. */
  markerRevision: number;
}

// A drawn pin instead of Leaflet's default PNG icons: nothing to resolve through the bundler and
// it stays sharp at any zoom.
const pinIcon = divIcon({
  className: 'deal-map-pin',
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true">' +
    '<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 41 15 41s14-15.7 14-26.1C29 7.2 22.7 1 15 1z" fill="#e53e3e" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="15" cy="15" r="5" fill="#fff"/></svg>',
  iconSize: [30, 42],
  iconAnchor: [15, 41],
  popupAnchor: [0, -38],
});

function ClickToPick({ onPick }: { onPick: LocationMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The dialog's map (Leaflet). Readiness is Leaflet's own: react-leaflet creates the map when its
 * container element mounts and hands it over through `ref`; every later view change runs against
 * that instance, and a ResizeObserver tells Leaflet when the dialog's layout changed its size.
 * No timers: the spec's 0.5 s delay and 300 ms polling waited for the old map script's container.
 */
export function LocationMap({
  view,
  location,
  tileUrl,
  maxZoom,
  onPick,
  markerRevision,
}: LocationMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tileFailure, setTileFailure] = useState<string | null>(null);
  const markerRef = useRef<LeafletMarker | null>(null);

  useEffect(() => {
    if (map) map.setView([view.lat, view.lng], view.zoom);
  }, [map, view]);

  useEffect(() => {
    if (!map || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  // The info window opens on every new location, as the original map's did.
  useEffect(() => {
    if (location) markerRef.current?.openPopup();
  }, [location]);

  // react-leaflet moves the marker only when its position prop changes; a refused drag did not.
  useEffect(() => {
    if (location && markerRevision > 0) markerRef.current?.setLatLng([location.lat, location.lng]);
  }, [location, markerRevision]);

  const markerEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const point = (event.target as LeafletMarker).getLatLng();
        onPick({ lat: point.lat, lng: point.lng });
      },
    }),
    [onPick],
  );

  const tileEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileerror: (event) => {
        const host = (() => {
          try {
            return new URL(event.tile.src).host;
          } catch {
            return 'the tile server';
          }
        })();
        setTileFailure(`${messages.mapTilesFailed}: ${host} did not answer with an image`);
      },
      tileload: () => setTileFailure(null),
    }),
    [],
  );

  const note = tileUrl ? tileFailure : messages.mapTilesNotConfigured;

  return (
    <Box
      position="relative"
      h="full"
      minH="300px"
      bg="gray.200"
      role="region"
      aria-label="Deal location map"
    >
      <MapContainer
        ref={setMap}
        center={[view.lat, view.lng]}
        zoom={view.zoom}
        maxZoom={maxZoom}
        style={{ height: '100%', width: '100%', background: 'transparent' }}
      >
        <BaseMapLayer tileUrl={tileUrl} maxZoom={maxZoom} tileEventHandlers={tileEvents} />
        <ClickToPick onPick={onPick} />
        {location ? (
          <Marker
            ref={markerRef}
            position={[location.lat, location.lng]}
            icon={pinIcon}
            draggable
            title="Selected location"
            alt="Selected location"
            eventHandlers={markerEvents}
          >
            <Popup>
              <LocationDetails location={location} compact />
            </Popup>
          </Marker>
        ) : null}
      </MapContainer>
      {note ? (
        // Above the map panes but click-through, so the map stays usable under it.
        <Text
          role="status"
          position="absolute"
          top="2"
          left="12"
          right="2"
          zIndex={1000}
          pointerEvents="none"
          fontSize="sm"
          bg="bg/80"
          px="2"
          py="1"
          borderRadius="sm"
        >
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
