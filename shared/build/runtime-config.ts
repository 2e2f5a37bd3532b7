import type { RuntimeConfig } from '../src/domain/runtime-config';
import { portOf, remoteNames, type RemoteName } from './app-ports';

const manifestEnvNames: Record<RemoteName, string> = {
  crm: 'CRM_MANIFEST_URL',
  zoho: 'ZOHO_MANIFEST_URL',
  templates: 'TEMPLATES_MANIFEST_URL',
  portal: 'PORTAL_MANIFEST_URL',
};

/** `TILE_MAX_ZOOM` as a whole zoom level; unset or not a level → null (the map's default). */
function tileMaxZoomOf(raw: string | undefined): number | null {
  const zoom = Number(raw);
  return raw && Number.isInteger(zoom) && zoom >= 1 && zoom <= 24 ? zoom : null;
}

/**
 * Builds the browser's `/app-config.json` from environment. The static server, the dev server and
 * the container all write it through this function, so the host is built once and configured at
 * deploy time.
 */
export function buildRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const publicHost = env.PUBLIC_HOSTNAME ?? 'localhost';
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      env[manifestEnvNames[name]] ?? `http://${publicHost}:${portOf(name, env)}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  return {
    apiBaseUrl: env.API_URL ?? `http://${publicHost}:${portOf('api', env)}`,
    remotes,
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    tileUrl: env.TILE_URL || null,
    tileMaxZoom: tileMaxZoomOf(env.TILE_MAX_ZOOM),
  };
}

export { manifestEnvNames };
