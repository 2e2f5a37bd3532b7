import type { Database } from '../../db/database';

/** The exact totals of one deals search (see `listDeals`). */
export interface SearchTotals {
  /** Deals the search matches under the list's access rule and filters. */
  matching: number;
  /** Every deal (what a walk of the updated_at index passes over). */
  allDeals: number;
}

interface Entry extends SearchTotals {
  /** `deal_search_version` when the totals were counted, in the same statement. */
  version: number;
}

/** Searches remembered per database; the oldest is dropped beyond this. */
const searchTotalsCacheSize = 1000;

/**
 * The exact totals of recent deals searches, checked against `deal_search_version`.
 *
 * Counting a search reads every matching deal from the heap (ILIKE is rechecked after the
 * trigram bitmap): for a common term that costs more than reading the page itself.
 * A total is reused while the version it was counted at is still current: every transaction that
 * changes what a search counts bumps the version at its commit (deferred triggers, migration
 * 0013), whichever process or path made the change, so a reused total is never stale. The page
 * statement reads the version with the rows, so a reused total costs no extra statement.
 */
export class SearchTotalsCache {
  private readonly entries = new Map<string, Entry>();
  /** For tests and diagnostics: how many lookups found a current total. */
  hits = 0;

  constructor(private readonly maxEntries = searchTotalsCacheSize) {}

  /** The remembered totals of `key`, whatever their version (the caller checks it). */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last, so the first key is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

// One cache per database handle: versions of different databases (tests open several) are
// unrelated numbers.
const caches = new WeakMap<Database, SearchTotalsCache>();

export function searchTotalsCacheOf(db: Database): SearchTotalsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchTotalsCache();
    caches.set(db, cache);
  }
  return cache;
}
