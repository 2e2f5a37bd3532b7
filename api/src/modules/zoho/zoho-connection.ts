import { desc, isNull, lt } from 'drizzle-orm';
import {
  messages,
  zohoRecentCallLimit,
  type ZohoConnection,
  type ZohoConnectionTest,
} from '@solar/shared/domain';
import type { ApiConfig } from '../../config/load-config';
import type { Database } from '../../db/database';
import { itemCount, latestSyncRun } from './item-sync';
import {
  ZohoApiError,
  ZohoInventoryClient,
  type ZohoCallRecorder,
  type ZohoClientOptions,
} from './zoho-inventory-client';
import { zohoApiCalls, zohoConflicts, zohoTokenState } from './zoho-tables';

/**
 * Records the adapter's calls in the ring table and its token's health in its one row. A record
 * that cannot be written never fails the Zoho call it describes.
 */
export function databaseCallRecorder(db: Database): ZohoCallRecorder {
  const quietly = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch {
      // The page misses one line; the sync or push goes on.
    }
  };
  return {
    call: (record) =>
      quietly(async () => {
        const [row] = await db
          .insert(zohoApiCalls)
          .values({
            method: record.method,
            path: record.path,
            status: record.status,
            durationMs: record.durationMs,
            error: record.error,
          })
          .returning({ id: zohoApiCalls.id });
        await db.delete(zohoApiCalls).where(lt(zohoApiCalls.id, row!.id - zohoRecentCallLimit + 1));
      }),
    tokenRefreshed: (expiresAt) =>
      quietly(() =>
        db
          .insert(zohoTokenState)
          .values({ id: 1, lastRefreshAt: new Date(), expiresAt })
          .onConflictDoUpdate({
            target: zohoTokenState.id,
            set: { lastRefreshAt: new Date(), expiresAt },
          }),
      ),
    tokenRefused: (reason) =>
      quietly(() =>
        db
          .insert(zohoTokenState)
          .values({ id: 1, lastError: reason, lastErrorAt: new Date() })
          .onConflictDoUpdate({
            target: zohoTokenState.id,
            set: { lastError: reason, lastErrorAt: new Date() },
          }),
      ),
  };
}

/**
 * The Zoho Inventory adapter for this installation, recording its calls, or null when no
 * credentials are configured (the embedded default works offline).
 */
export function zohoClientFor(
  db: Database,
  config: Pick<ApiConfig, 'zoho'>,
  options: Omit<ZohoClientOptions, 'config' | 'recorder'> = {},
): ZohoInventoryClient | null {
  if (!config.zoho) return null;
  return new ZohoInventoryClient({
    ...options,
    config: config.zoho,
    recorder: databaseCallRecorder(db),
  });
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** Everything the Zoho API page shows; the credentials themselves never leave the server. */
export async function zohoConnectionStatus(
  db: Database,
  config: Pick<ApiConfig, 'zoho'>,
): Promise<ZohoConnection> {
  const [token] = await db.select().from(zohoTokenState);
  const calls = await db
    .select()
    .from(zohoApiCalls)
    .orderBy(desc(zohoApiCalls.id))
    .limit(zohoRecentCallLimit);
  const conflicts = await db
    .select()
    .from(zohoConflicts)
    .where(isNull(zohoConflicts.resolvedAt))
    .orderBy(desc(zohoConflicts.detectedAt))
    .limit(200);
  const zoho = config.zoho;
  return {
    configured: zoho !== null,
    region: zoho?.region ?? null,
    organization_id: zoho?.organizationId ?? null,
    api_host: zoho ? new URL(zoho.apiBaseUrl).host : null,
    token: {
      last_refresh_at: iso(token?.lastRefreshAt),
      expires_at: iso(token?.expiresAt),
      last_error: token?.lastError ?? '',
      last_error_at: iso(token?.lastErrorAt),
    },
    syncs: [{ kind: 'items', last_run: await latestSyncRun(db) }],
    recent_calls: calls.map((call) => ({
      at: call.at.toISOString(),
      method: call.method,
      path: call.path,
      status: call.status,
      duration_ms: call.durationMs,
      error: call.error,
    })),
    conflicts: conflicts.map((conflict) => ({
      id: conflict.id,
      kind: conflict.kind,
      reference: conflict.reference,
      field: conflict.field,
      ours: conflict.ours,
      theirs: conflict.theirs,
      detected_at: conflict.detectedAt.toISOString(),
    })),
  };
}

/**
 * A real call through the adapter (the first item of the organisation, which needs a fresh token
 * and the items scope the sync uses); without credentials the built-in catalogue answers offline.
 */
export async function testZohoConnection(
  db: Database,
  config: Pick<ApiConfig, 'zoho'>,
  options: Omit<ZohoClientOptions, 'config' | 'recorder'> = {},
): Promise<ZohoConnectionTest> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = zohoClientFor(db, config, { maxRetries: 1, ...options });
  if (!client) {
    return {
      ok: true,
      message: messages.zohoConnectionOffline(await itemCount(db)),
      duration_ms: elapsed(),
    };
  }
  try {
    await client.get('/inventory/v1/items', { page: '1', per_page: '1' });
    const duration = elapsed();
    return { ok: true, message: messages.zohoConnectionOk(duration), duration_ms: duration };
  } catch (error) {
    if (!(error instanceof ZohoApiError)) throw error;
    return { ok: false, message: error.message, duration_ms: elapsed() };
  }
}
