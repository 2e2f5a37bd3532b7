import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener reports: each notice, and whether notices can currently arrive at all. */
export interface NotificationEvents {
  notify(payload: string): void;
  /** LISTEN is in place (first time, and after each reconnection). */
  connected(): void;
  /** The listening connection is gone: notices sent until `connected` are lost. */
  disconnected(error: unknown): void;
}

/** A running LISTEN; `close` ends it for good. */
export interface DatabaseListener {
  close(): Promise<void>;
}

/** Channel names are identifiers the API chooses; anything else is a programming mistake. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * The embedded database is this process's own connection: PGlite delivers a committed
 * transaction's notices to its listeners before the commit returns, so the path is the same as
 * on PostgreSQL, only without a connection that could drop.
 */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  events: NotificationEvents,
): Promise<DatabaseListener> {
  const unlisten = await client.listen(checkedChannel(channel), (payload) => {
    events.notify(payload);
  });
  events.connected();
  return { close: () => unlisten() };
}

interface PostgresListenOptions {
  /** First wait before reconnecting; it doubles up to `maxRetryMs` while the server stays away. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * One dedicated connection per process that LISTENs (a pooled connection would be handed to
 * other queries and lose the LISTEN). When it drops (server restart, network), the caller hears
 * `disconnected` and the listener reconnects until it can LISTEN again, then reports `connected`.
 * Resolves after the first attempt, connected or not, so a start is never held up by it.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  events: NotificationEvents,
  options: PostgresListenOptions = {},
): Promise<DatabaseListener> {
  const name = checkedChannel(channel);
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let closed = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wait = retryMs;

  const scheduleRetry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    wait = Math.min(wait * 2, maxRetryMs);
  };

  const lost = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (closed) return;
    events.disconnected(error);
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    // Keep-alive lets a silently vanished server (a cut network) end the connection too.
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === name) events.notify(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('The listening connection ended')));
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${name}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (closed || current !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    wait = retryMs;
    events.connected();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      if (client) await client.end().catch(() => undefined);
    },
  };
}
