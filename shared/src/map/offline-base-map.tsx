import './offline-base-map.css';
import { messages } from '../domain/messages';
import { useEffect } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';
import { useOfflineBaseMap } from './use-offline-base-map';
import { offlineMapStyle, offlineMapWater } from './offline-map-style';
import { OfflineMapLabels } from './offline-map-labels';

/** Above where tiles would be (200), below the deal's own shapes (overlay pane, 400). */
const shapesPane = 'offline-base-map';
/** Names above the deal's shapes, below its marker (600), so the pin is never hidden. */
const labelsPane = 'offline-base-map-labels';

/**
 * The base map drawn when no satellite tile service is configured: provinces, states, lakes and
 * rivers from Natural Earth and the towns of the packaged gazetteer, downloaded when the first
 * map is shown. Nothing of it takes clicks, so a click still picks a location on the map.
 */
export function OfflineBaseMap() {
  const map = useMap();
  const state = useOfflineBaseMap();

  // The land is drawn; what remains between it is the sea.
  useEffect(() => {
    const container = map.getContainer();
    const previous = container.style.backgroundColor;
    container.style.backgroundColor = offlineMapWater;
    return () => {
      container.style.backgroundColor = previous;
    };
  }, [map]);

  if (state.status !== 'ready') return null;
  return (
    <>
      {/* Leaflet gives a pane its own renderer: the base map stays under the deal's shapes. */}
      <Pane name={shapesPane} style={{ zIndex: 250 }}>
        <GeoJSON
          data={state.data.shapes}
          style={(feature) => offlineMapStyle(feature?.properties)}
          interactive={false}
          attribution={messages.offlineMapAttribution}
        />
      </Pane>
      <Pane name={labelsPane} style={{ zIndex: 450, pointerEvents: 'none' }}>
        <OfflineMapLabels
          regions={state.data.regions}
          places={state.data.places}
          pane={labelsPane}
        />
      </Pane>
    </>
  );
}
