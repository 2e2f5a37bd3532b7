import { useEffect, useState } from 'react';
import { offlineBaseMapDataOf, type OfflineBaseMapData } from './offline-base-map-data';
import { offlineBaseMapUrl } from './offline-base-map-url';

/** One download per page load, shared by every map that shows the base map. */
let pending: Promise<OfflineBaseMapData> | null = null;

function loadOfflineBaseMap(): Promise<OfflineBaseMapData> {
  pending ??= fetch(offlineBaseMapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The offline base map answered ${response.status}`);
      return offlineBaseMapDataOf(await response.json());
    })
    .catch((error: unknown) => {
      // A failed download is not remembered: the next map shown tries again.
      pending = null;
      throw error;
    });
  return pending;
}

type OfflineBaseMapState =
  { status: 'loading' } | { status: 'ready'; data: OfflineBaseMapData } | { status: 'failed' };

/** The offline base map's data, downloaded the first time a map needs it. */
export function useOfflineBaseMap(): OfflineBaseMapState {
  const [state, setState] = useState<OfflineBaseMapState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadOfflineBaseMap().then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
