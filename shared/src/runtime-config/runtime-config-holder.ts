import type { RuntimeConfig } from '../domain/runtime-config';
import { runtimeConfigOf, runtimeConfigProblemOf } from './runtime-config-guard';

/**
 * The browser's runtime configuration, loaded once from `/app-config.json`. It lives in a module
 * holder (not in the store) because the base query reads it on every request and the shared
 * package is a singleton, so every remote sees the same copy.
 */
let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
  loading = null;
}

/** The loaded configuration; throws when nothing has been loaded yet (a programming error). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration (/app-config.json) is not loaded yet');
  return current;
}

export function hasRuntimeConfig(): boolean {
  return current !== null;
}

/**
 * Fetches and validates `/app-config.json` once; later calls share the first result. A failed load
 * is forgotten so that a reload attempt fetches again.
 */
export function loadRuntimeConfig(
  url = '/app-config.json',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  loading ??= (async () => {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
    const body: unknown = await response.json();
    const config = runtimeConfigOf(body);
    if (!config) throw new Error(`${url} is not valid: ${runtimeConfigProblemOf(body)}`);
    current = config;
    return config;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
