import type { AuthContext } from '../../http/auth-context';

/** A resolved caller: their session and user, and their permitted menu paths once a route needed them. */
export interface CachedCaller {
  auth: AuthContext;
  /** Null until a route that checks menu paths has read them for this caller. */
  permittedPaths: ReadonlySet<string> | null;
}

interface CallerCacheEntry {
  caller: CachedCaller;
  /** Epoch ms after which the entry is read again from the database. */
  freshUntil: number;
}

interface CallerCacheOptions {
  /** How long an entry is trusted; it bounds how stale another API process's change can be. */
  ttlMs: number;
  /** Entries beyond this count drop the least recently used one. */
  maxEntries: number;
  /** The clock (epoch ms); tests pass a fake one. */
  now?: () => number;
}

/**
 * Resolved callers by token hash, so a request does not re-read its session, user and menu paths
 * from the database (as many statements as a small list query). Changes made through this process
 * (sign-out, deactivation, access and staff changes) call `forgetSession` / `forgetUser` right
 * after their transaction commits; every change, whoever makes it (another API process, SQL by
 * hand), is also announced by database triggers and applied here by `listenForCallerChanges`.
 * `ttlMs` is only the backstop should a notice ever be lost.
 *
 * A read that started before an invalidation must not put what it read back into the cache: its
 * rows may predate the change. Every invalidation bumps `stamp`; `remember` and
 * `rememberPaths` take the stamp read before the database was asked and drop the value when it
 * has moved on.
 */
export class CallerCache {
  /** Map order is insertion order: re-inserting on every hit keeps the oldest use first. */
  private readonly entries = new Map<string, CallerCacheEntry>();
  private generation = 0;
  /** While set, nothing is served or kept: changes could happen unannounced (see `suspend`). */
  private suspended = false;
  private readonly now: () => number;

  constructor(private readonly options: CallerCacheOptions) {
    this.options = { ...options };
    // Read through `Date.now` at each call so a test can move the clock of the process's cache.
    this.now = options.now ?? (() => Date.now());
  }

  /** The invalidation count: read it before reading the database, pass it to `remember`. */
  get stamp(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached caller of a token hash, or null when unknown or no longer fresh. */
  lookup(tokenHash: string): CachedCaller | null {
    if (this.suspended) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    this.entries.delete(tokenHash);
    if (this.now() >= entry.freshUntil) return null;
    this.entries.set(tokenHash, entry);
    return entry.caller;
  }

  /**
   * Caches a caller read from the database, unless an invalidation happened since `stamp` was
   * read. The entry is never kept past the session's own expiry.
   */
  remember(tokenHash: string, auth: AuthContext, sessionExpiresAt: Date, stamp: number): void {
    if (stamp !== this.generation || this.suspended) return;
    const freshUntil = Math.min(this.now() + this.options.ttlMs, sessionExpiresAt.getTime());
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { caller: { auth, permittedPaths: null }, freshUntil });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Adds the caller's menu paths read since `stamp`, unless an invalidation came in between. */
  rememberPaths(tokenHash: string, paths: ReadonlySet<string>, stamp: number): void {
    if (stamp !== this.generation) return;
    const entry = this.entries.get(tokenHash);
    if (entry) entry.caller.permittedPaths = paths;
  }

  /** A session was revoked (sign-out). */
  forgetSession(sessionId: number): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) {
      if (entry.caller.auth.sessionId === sessionId) this.entries.delete(key);
    }
  }

  /** Something that decides a user's authorization changed: every session of theirs. */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) {
      if (entry.caller.auth.user.id === userId) this.entries.delete(key);
    }
  }

  /** Every entry (a change that may touch anyone, e.g. the menu itself). */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Change notices cannot arrive (the listening connection dropped): every request reads the
   * database until `resume`, so a change made meanwhile by another process is never missed.
   */
  suspend(): void {
    this.suspended = true;
    this.forgetAll();
  }

  /** Notices arrive again; what was cached before may have changed unannounced, so start empty. */
  resume(): void {
    this.forgetAll();
    this.suspended = false;
  }

  /** The backstop lifetime of new entries (CALLER_CACHE_SECONDS). */
  setTtlMs(ttlMs: number): void {
    this.options.ttlMs = ttlMs;
  }
}

/**
 * The process's cache. One per process, not per app: the invalidating query functions receive
 * only a database, and keys are hashes of random 256-bit tokens, so apps of one process (tests)
 * cannot read each other's entries; a shared invalidation only drops more than needed.
 */
export const callerCache = new CallerCache({ ttlMs: 5_000, maxEntries: 10_000 });
