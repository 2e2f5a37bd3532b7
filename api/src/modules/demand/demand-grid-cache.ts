import type { DemandGrid } from '@solar/shared/domain';
import type { Database } from '../../db/database';

interface Entry {
  /** `demand_version` read before the grid was computed. */
  version: number;
  grid: DemandGrid;
}

/** Windows remembered per database; the least recently used is dropped beyond this. */
const demandGridCacheSize = 64;

/**
 * The Demand grids of recent windows, checked against `demand_version`.
 *
 * Working a grid out reads every scheduled installation of the window and its parts; the page is
 * opened and reloaded far more often than installations, links or issues change. A grid is reused
 * while the version read before computing it is still current: every transaction that changes a
 * number or a name of the grid bumps the version at its commit (deferred triggers), whichever API
 * process made the change, so a reused grid is never stale. A change committed while a grid was
 * being computed leaves it under the older version, so the next request computes it again.
 */
export class DemandGridCache {
  private readonly entries = new Map<string, Entry>();
  /** For tests: how many requests were answered from the cache. */
  hits = 0;

  constructor(private readonly maxEntries = demandGridCacheSize) {}

  /** The grid of `key` when it was computed at `version`, else undefined. */
  current(key: string, version: number): DemandGrid | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last, so the first key is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.grid;
  }

  set(key: string, version: number, grid: DemandGrid): void {
    this.entries.delete(key);
    this.entries.set(key, { version, grid });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

// One cache per database handle: versions of different databases (tests open several) are
// unrelated numbers.
const caches = new WeakMap<Database, DemandGridCache>();

export function demandGridCacheOf(db: Database): DemandGridCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DemandGridCache();
    caches.set(db, cache);
  }
  return cache;
}
