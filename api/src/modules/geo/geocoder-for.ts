import type { AppDeps } from '../../http/app-deps';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';
import { loadProvinceDirectory } from './province-directory';

/** The configured geocoder: Nominatim when `GEOCODER_URL` is set, else the offline gazetteer. */
export function geocoderFor(deps: Pick<AppDeps, 'config' | 'database'>): Geocoder {
  const { db } = deps.database;
  if (deps.config.geocoderUrl) {
    return createNominatimGeocoder({
      baseUrl: deps.config.geocoderUrl,
      userAgent: deps.config.geocoderUserAgent,
      provinces: () => loadProvinceDirectory(db),
    });
  }
  return createOfflineGeocoder(db);
}
