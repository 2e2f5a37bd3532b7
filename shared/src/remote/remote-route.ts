import type { ComponentType } from 'react';

/**
 * What a remote exposes as `./routes`: its pages, keyed by the route pattern of the catalogue in
 * `domain/workplace-routes` (relative to `/workplace/`; the portal's are relative to `/customer`).
 * The host loads this module only when one of the remote's paths is visited.
 */
export interface RemoteRoute {
  pattern: string;
  title: string;
  Component: ComponentType;
}

export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
}
