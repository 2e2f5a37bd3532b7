import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Expired windows are deleted at most this often per process (they are reset on use anyway). */
const pruneEveryMs = 60_000;

/**
 * Counts one hit of `key` in its current window and answers the count and the window's time left.
 * One UPSERT: concurrent hits from several processes serialise on the row, so none is lost.
 */
export async function countHit(
  db: Database,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, hits, window_ends_at)
    values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limit_hits.window_ends_at <= now() then 1
        else rate_limit_hits.hits + 1 end,
      window_ends_at = case when rate_limit_hits.window_ends_at <= now()
        then excluded.window_ends_at else rate_limit_hits.window_ends_at end
    returning hits,
      greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::bigint as ttl_ms`);
  // Both drivers answer `{ rows }` (node-postgres's result, PGlite's results).
  const [row] = (result as unknown as { rows: { hits: number; ttl_ms: string | number }[] }).rows;
  return { current: Number(row!.hits), ttl: Number(row!.ttl_ms) };
}

/**
 * A store for @fastify/rate-limit in the `rate_limit_hits` table, so every API process on the
 * database counts a client's hits together: behind a load balancer, N replicas must not allow N
 * times the limit. Keys are per route (as the plugin's Redis store does) and per client address,
 * which Fastify takes from X-Forwarded-For only through the proxies TRUST_PROXY names.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const prune = () => {
    const now = Date.now();
    if (now - lastPrune < pruneEveryMs) return;
    lastPrune = now;
    void db
      .execute(sql`delete from rate_limit_hits where window_ends_at < now()`)
      .catch(() => undefined);
  };

  class PostgresRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      prune();
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(
      routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: unknown } },
    ) {
      const route = routeOptions.routeInfo ?? {};
      return new PostgresRateLimitStore(
        routeOptions,
        `${this.prefix}${String(route.method ?? '')} ${String(route.url ?? '')} `,
      );
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
