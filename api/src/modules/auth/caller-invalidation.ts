import type { DatabaseHandle } from '../../db/database';
import type { DatabaseListener } from '../../db/notifications';
import { type CallerCache, callerCache } from './caller-cache';

/**
 * The channel on which triggers announce changes to sessions, users, granted menu items and the
 * menu (migration `replicas_coordination`), in the changing transaction, so every API process
 * hears of them at commit.
 */
const callerChangesChannel = 'caller_changes';

/** Applies one notice: 'session:<id>', 'user:<id>' or 'all' (anything else: forget everything). */
export function applyCallerChange(cache: CallerCache, payload: string): void {
  const match = /^(session|user):(\d+)$/.exec(payload);
  if (!match) {
    cache.forgetAll();
    return;
  }
  const id = Number(match[2]);
  if (match[1] === 'session') cache.forgetSession(id);
  else cache.forgetUser(id);
}

/**
 * Keeps this process's caller cache in step with changes made by any process on the database:
 * sign-out, deactivation, access and staff changes made through another replica are refused here
 * on the next request. Until the listener is connected (and whenever it drops) the cache serves
 * nothing, since a notice could be missed.
 */
export async function listenForCallerChanges(
  database: DatabaseHandle,
  options: { cache?: CallerCache; onDisconnected?: (error: unknown) => void } = {},
): Promise<DatabaseListener> {
  const cache = options.cache ?? callerCache;
  cache.suspend();
  const listener = await database.listen(callerChangesChannel, {
    notify: (payload) => applyCallerChange(cache, payload),
    connected: () => cache.resume(),
    disconnected: (error) => {
      cache.suspend();
      options.onDisconnected?.(error);
    },
  });
  return {
    async close() {
      await listener.close();
      cache.suspend();
    },
  };
}
