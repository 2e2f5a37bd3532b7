import { divIcon, type Map as LeafletMap } from 'leaflet';
import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { OfflinePlace, OfflineRegion } from './offline-base-map-data';
import { labelsToShow, type LabelCandidate } from './labels-to-show';
import { smallestPlaceAtZoom } from './smallest-place-at-zoom';

/** More names than this at once are clutter, whatever the screen size. */
const labelLimit = 120;
/** Province and state names help at country and province zoom; closer in, the towns matter. */
const regionLabelMaxZoom = 7;
/** Below this the postal codes (NB, NS, PE) fit where the full names would not. */
const regionFullNameMinZoom = 6;

type Label = { kind: 'region'; region: OfflineRegion } | { kind: 'place'; place: OfflinePlace };

/** Cities this large are named before the province names, which give way around them. */
const majorCityPopulation = 100_000;

function candidatesOf(
  map: LeafletMap,
  regions: readonly OfflineRegion[],
  places: readonly OfflinePlace[],
): LabelCandidate<Label>[] {
  const zoom = map.getZoom();
  const bounds = map.getBounds().pad(0.1);
  const smallest = smallestPlaceAtZoom(zoom);
  const placeCandidates = (from: number, below: number) =>
    places.flatMap((place): LabelCandidate<Label>[] => {
      const { population, name } = place.properties;
      if (population < Math.max(from, smallest) || population >= below) return [];
      const [lng, lat] = place.geometry.coordinates as [number, number];
      if (!bounds.contains([lat, lng])) return [];
      const point = map.latLngToContainerPoint([lat, lng]);
      return [{ item: { kind: 'place', place }, x: point.x, y: point.y, text: name }];
    });
  const regionCandidates =
    zoom > regionLabelMaxZoom
      ? []
      : regions.flatMap((region): LabelCandidate<Label>[] => {
          const [lng, lat] = region.properties.label;
          if (!bounds.contains([lat, lng])) return [];
          const { name, code } = region.properties;
          const text = zoom >= regionFullNameMinZoom ? name : code;
          const point = map.latLngToContainerPoint([lat, lng]);
          // Centred on its point: the box starts half a label to the left.
          return [
            {
              item: { kind: 'region', region },
              x: point.x - (text.length * 7) / 2,
              y: point.y,
              text,
            },
          ];
        });
  // The order is the priority where labels would overlap: Halifax before NOVA SCOTIA before Truro.
  return [
    ...placeCandidates(majorCityPopulation, Infinity),
    ...regionCandidates,
    ...placeCandidates(0, majorCityPopulation),
  ];
}

function iconOf({ item: label, text }: LabelCandidate<Label>) {
  // Built as elements, not HTML text: a name is never parsed as markup.
  const element = document.createElement('div');
  if (label.kind === 'region') {
    element.className = 'offline-map-region';
    element.textContent = text;
  } else {
    element.className = 'offline-map-place';
    const dot = document.createElement('span');
    dot.className = 'offline-map-place-dot';
    const name = document.createElement('span');
    name.textContent = text;
    element.append(dot, name);
  }
  return divIcon({ className: 'offline-map-label', html: element, iconSize: [0, 0] });
}

interface OfflineMapLabelsProps {
  regions: readonly OfflineRegion[];
  places: readonly OfflinePlace[];
  pane: string;
}

/**
 * The names on the offline base map: provinces and states at country zoom, then cities and towns
 * (the largest first, never two overlapping), recomputed when the view settles.
 */
export function OfflineMapLabels({ regions, places, pane }: OfflineMapLabelsProps) {
  const map = useMap();
  const [revision, setRevision] = useState(0);
  useMapEvents({
    zoomend: () => setRevision((value) => value + 1),
    moveend: () => setRevision((value) => value + 1),
    resize: () => setRevision((value) => value + 1),
  });
  const labels = useMemo(
    () =>
      labelsToShow(candidatesOf(map, regions, places), labelLimit).map((candidate) => ({
        ...candidate,
        icon: iconOf(candidate),
      })),
    // `revision` stands for the view: the labels follow every settled pan and zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [map, regions, places, revision],
  );
  return labels.map(({ item: label, text, icon }) => {
    const key =
      label.kind === 'region'
        ? `region-${label.region.properties.code}-${text}`
        : `place-${label.place.properties.name}-${label.place.properties.province}-${label.place.geometry.coordinates.join()}`;
    const [lng, lat] =
      label.kind === 'region'
        ? label.region.properties.label
        : (label.place.geometry.coordinates as [number, number]);
    return (
      <Marker
        key={key}
        position={[lat, lng]}
        icon={icon}
        interactive={false}
        keyboard={false}
        pane={pane}
      />
    );
  });
}
