import {
  getRuntimeConfig,
  messages,
  notify,
  roundCoordinate,
  type CheckAddressResponse,
  type GeoSuggestion,
} from '@solar/shared';
import { useCallback, useRef, useState } from 'react';
import { useLazyCrmCheckAddressQuery } from '../../../crm-shared/api/deals-endpoints';
import { useLazyCrmGeoReverseQuery } from '../api/geo-endpoints';
import type { MapView } from '../components/location-map';
import { movedLocation, needsReverseLookup } from '../utils/link-address-text';
import {
  defaultMapCenter,
  mapZoomFor,
  offlineOpeningView,
  offlinePlaceZoom,
} from '../utils/map-view';
import { locationOfPlace, type SelectedLocation } from '../utils/selected-location';

interface MapLocationState {
  location: SelectedLocation | null;
  view: MapView;
  maxZoom: number;
  tileUrl: string | null;
  linkAddressText: boolean;
  setLinkAddressText: (linked: boolean) => void;
  /** The stored address and its deals, when `check-address` matched the location (create mode). */
  addressMatch: CheckAddressResponse | null;
  checkingAddress: boolean;
  locating: boolean;
  /** Bumped when a marker move is refused, so the map puts the marker back. */
  markerRevision: number;
  chooseFromSearch: (place: GeoSuggestion) => void;
  pickOnMap: (point: { lat: number; lng: number }) => Promise<void>;
}

/**
 * The dialog's location: from the search list, a map click or a marker drag (through a reverse
 * lookup when the address text follows the marker), and in create mode the address check that
 * drives the existing-deals warning. Only the newest of overlapping lookups is applied.
 */
export function useMapLocation(
  initial: SelectedLocation | null,
  checkAddresses: boolean,
): MapLocationState {
  const config = getRuntimeConfig();
  const maxZoom = mapZoomFor(config.tileMaxZoom);
  const tileUrl = config.tileUrl ?? null;
  // Imagery shows a roof at the deepest zoom; the offline base map shows towns, not roofs.
  const placeZoom = tileUrl ? maxZoom : offlinePlaceZoom;
  const [location, setLocation] = useState<SelectedLocation | null>(initial);
  const [view, setView] = useState<MapView>(() => {
    if (initial) return { lat: initial.lat, lng: initial.lng, zoom: placeZoom };
    return tileUrl ? { ...defaultMapCenter, zoom: maxZoom } : offlineOpeningView;
  });
  const [linkAddressText, setLinkAddressText] = useState(true);
  const [addressMatch, setAddressMatch] = useState<CheckAddressResponse | null>(null);
  const [checkingAddress, setCheckingAddress] = useState(false);
  const [locating, setLocating] = useState(false);
  const [markerRevision, setMarkerRevision] = useState(0);
  const [checkAddress] = useLazyCrmCheckAddressQuery();
  const [reverse] = useLazyCrmGeoReverseQuery();
  const latestCheck = useRef(0);
  const latestPick = useRef(0);

  const apply = useCallback(
    async (next: SelectedLocation) => {
      setLocation(next);
      if (!checkAddresses) return;
      const request = ++latestCheck.current;
      setAddressMatch(null);
      setCheckingAddress(true);
      const result = await checkAddress({
        address: next.address,
        latitude: next.lat,
        longitude: next.lng,
      });
      if (request !== latestCheck.current) return;
      setCheckingAddress(false);
      // The spec: a failed check silently clears the match.
      setAddressMatch(result.data ?? null);
    },
    [checkAddress, checkAddresses],
  );

  const chooseFromSearch = useCallback(
    (place: GeoSuggestion) => {
      latestPick.current += 1;
      setLocating(false);
      const next = locationOfPlace(place);
      setView({ lat: next.lat, lng: next.lng, zoom: placeZoom });
      void apply(next);
    },
    [apply, placeZoom],
  );

  const pickOnMap = useCallback(
    async (point: { lat: number; lng: number }) => {
      const request = ++latestPick.current;
      if (!needsReverseLookup(location, linkAddressText)) {
        void apply(movedLocation(location, point, false, null));
        return;
      }
      setLocating(true);
      const result = await reverse({
        lat: roundCoordinate(point.lat),
        lng: roundCoordinate(point.lng),
      });
      if (request !== latestPick.current) return;
      setLocating(false);
      if (!result.data) {
        notify.error(messages.couldNotFindAddress);
        setMarkerRevision((revision) => revision + 1);
        return;
      }
      void apply(movedLocation(location, point, linkAddressText, result.data));
    },
    [apply, linkAddressText, location, reverse],
  );

  return {
    location,
    view,
    maxZoom,
    tileUrl,
    linkAddressText,
    setLinkAddressText,
    addressMatch,
    checkingAddress,
    locating,
    markerRevision,
    chooseFromSearch,
    pickOnMap,
  };
}
