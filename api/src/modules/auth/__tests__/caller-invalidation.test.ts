import { eq, sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import type { DatabaseListener } from '../../../db/notifications';
import { authSessions, menuItems, userMenuAccess, users } from '../../../db/schema';
import { createTestDatabase } from '../../../testing/test-database';
import { createSession, hashToken } from '../auth-queries';
import { CallerCache } from '../caller-cache';
import { applyCallerChange, listenForCallerChanges } from '../caller-invalidation';
import { resolveCaller } from '../resolve-caller';

/**
 * Changes made with plain SQL, as another API process (or an operator) would make them: only the
 * triggers' notices can tell this process's cache about them. The TTL is an hour, so an entry
 * dropped here was dropped by a notice.
 */
let database: DatabaseHandle;
let cache: CallerCache;
let listener: DatabaseListener;

beforeAll(async () => {
  database = await createTestDatabase();
  cache = new CallerCache({ ttlMs: 3_600_000, maxEntries: 100 });
  listener = await listenForCallerChanges(database, { cache });
});

afterAll(async () => {
  await listener.close();
  await database.close();
});

async function userId(email: string): Promise<number> {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

/** A signed-in caller, resolved once so that the cache holds it. */
async function cachedCaller(email: string): Promise<string> {
  const { token } = await createSession(database.db, await userId(email), 12);
  expect(await resolveCaller(database.db, token, cache)).not.toBeNull();
  return token;
}

/** On PostgreSQL a notice arrives over the listening connection a moment after the commit. */
async function forgottenWithin(token: string, boundMs = 2_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < boundMs) {
    if (cache.lookup(hashToken(token)) === null) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

it('drops a session revoked by another process', async () => {
  const token = await cachedCaller(demoAccountEmails.rep1);
  const other = await cachedCaller(demoAccountEmails.rep2);
  await database.db.execute(
    sql`update auth_sessions set revoked_at = now() where token_hash = ${hashToken(token)}`,
  );
  expect(await forgottenWithin(token)).toBe(true);
  expect(await resolveCaller(database.db, token, cache)).toBeNull();
  // Unrelated callers stay cached.
  expect(cache.lookup(hashToken(other))).not.toBeNull();
});

it('drops every session of a user deactivated by another process, after the commit only', async () => {
  const token = await cachedCaller(demoAccountEmails.ops);
  const id = await userId(demoAccountEmails.ops);
  // A rolled-back change announces nothing.
  await expect(
    database.db.transaction(async (tx) => {
      await tx.update(users).set({ isActive: false }).where(eq(users.id, id));
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await forgottenWithin(token, 200)).toBe(false);
  await database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
  expect(await forgottenWithin(token)).toBe(true);
  expect(await resolveCaller(database.db, token, cache)).toBeNull();
});

it('drops a user whose menu access another process changed', async () => {
  const token = await cachedCaller(demoAccountEmails.manager);
  const id = await userId(demoAccountEmails.manager);
  await database.db.delete(userMenuAccess).where(eq(userMenuAccess.userId, id));
  expect(await forgottenWithin(token)).toBe(true);
});

it('drops everyone when the menu itself changes', async () => {
  const token = await cachedCaller(demoAccountEmails.rep2);
  await database.db.update(menuItems).set({ title: sql`title` });
  expect(await forgottenWithin(token)).toBe(true);
});

it('serves nothing from the cache while notices cannot arrive', () => {
  const local = new CallerCache({ ttlMs: 3_600_000, maxEntries: 10 });
  const auth = {
    sessionId: 1,
    user: {
      id: 7,
      username: 'u',
      email: 'u@example.com',
      firstName: '',
      lastName: '',
      avatar: null,
      isStaff: true,
      isSuperuser: false,
    },
  };
  local.remember('hash', auth, new Date(Date.now() + 60_000), local.stamp);
  expect(local.lookup('hash')).not.toBeNull();
  local.suspend();
  expect(local.lookup('hash')).toBeNull();
  local.remember('hash', auth, new Date(Date.now() + 60_000), local.stamp);
  expect(local.lookup('hash')).toBeNull();
  local.resume();
  local.remember('hash', auth, new Date(Date.now() + 60_000), local.stamp);
  applyCallerChange(local, 'user:7');
  expect(local.lookup('hash')).toBeNull();
});

it('keeps the session table quiet for changes that do not matter to a caller', async () => {
  // last_used_at moves on ordinary requests; it must not empty every process's cache.
  const token = await cachedCaller(demoAccountEmails.admin);
  await database.db.update(authSessions).set({ lastUsedAt: sql`now()` });
  expect(await forgottenWithin(token, 200)).toBe(false);
});
