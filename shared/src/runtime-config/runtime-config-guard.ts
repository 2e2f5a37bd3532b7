import { isRecord } from '../domain/is-record';
import type { RuntimeConfig } from '../domain/runtime-config';

/**
 * The check of `/app-config.json`, by hand: it runs before the first render, and zod would be
 * added to every page's first download for it. It mirrors `runtimeConfigSchema` of
 * `domain/runtime-config` (which the e2e tests and the docs use);
 * `__tests__/runtime-config-guard.test.ts` checks that both agree.
 */

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const remoteNames = ['crm', 'zoho', 'templates', 'portal'] as const;

/** The first problem of a runtime configuration, or null when it is valid. */
export function runtimeConfigProblemOf(value: unknown): string | null {
  if (!isRecord(value)) return 'not an object';
  if (!isUrl(value.apiBaseUrl)) return 'apiBaseUrl: not a URL';
  if (!isRecord(value.remotes)) return 'remotes: not an object';
  for (const name of remoteNames) {
    if (!isUrl(value.remotes[name])) return `remotes.${name}: not a URL`;
  }
  const { googleClientId, tileUrl, tileMaxZoom } = value;
  if (googleClientId !== null && (typeof googleClientId !== 'string' || googleClientId === '')) {
    return 'googleClientId: not a non-empty string or null';
  }
  if (tileUrl != null && (typeof tileUrl !== 'string' || tileUrl === '')) {
    return 'tileUrl: not a non-empty string';
  }
  if (
    tileMaxZoom != null &&
    !(
      Number.isInteger(tileMaxZoom) &&
      (tileMaxZoom as number) >= 1 &&
      (tileMaxZoom as number) <= 24
    )
  ) {
    return 'tileMaxZoom: not a whole number from 1 to 24';
  }
  return null;
}

/** The configuration with only the fields of `RuntimeConfig` (as zod's `parse` returns it). */
export function runtimeConfigOf(value: unknown): RuntimeConfig | null {
  if (runtimeConfigProblemOf(value) !== null) return null;
  const config = value as RuntimeConfig;
  const { crm, zoho, templates, portal } = config.remotes;
  return {
    apiBaseUrl: config.apiBaseUrl,
    remotes: { crm, zoho, templates, portal },
    googleClientId: config.googleClientId,
    ...(config.tileUrl !== undefined ? { tileUrl: config.tileUrl } : {}),
    ...(config.tileMaxZoom !== undefined ? { tileMaxZoom: config.tileMaxZoom } : {}),
  };
}
