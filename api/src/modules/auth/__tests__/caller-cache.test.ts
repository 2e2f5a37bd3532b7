import { eq } from 'drizzle-orm';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { authSessions, menuItems, users } from '../../../db/schema';
import type { AuthContext } from '../../../http/auth-context';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { grantMenuItems } from '../../../testing/grant-menu-items';
import { hashToken } from '../auth-queries';
import { CallerCache } from '../caller-cache';

const authOf = (sessionId: number, userId: number): AuthContext => ({
  sessionId,
  user: {
    id: userId,
    username: `user${userId}`,
    email: `user${userId}@example.com`,
    firstName: '',
    lastName: '',
    avatar: null,
    isStaff: true,
    isSuperuser: false,
  },
});
const farFuture = new Date('2100-01-01T00:00:00Z');

describe('CallerCache', () => {
  let clock = 1_000_000;
  const cacheOf = (maxEntries = 100) =>
    new CallerCache({ ttlMs: 5_000, maxEntries, now: () => clock });

  it('serves an entry for its time to live, then reads again', () => {
    const cache = cacheOf();
    cache.remember('a', authOf(1, 10), farFuture, cache.stamp);
    clock += 4_999;
    expect(cache.lookup('a')?.auth.sessionId).toBe(1);
    clock += 1;
    expect(cache.lookup('a')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never serves an entry past its session expiry', () => {
    const cache = cacheOf();
    cache.remember('a', authOf(1, 10), new Date(clock + 1_000), cache.stamp);
    clock += 999;
    expect(cache.lookup('a')).not.toBeNull();
    clock += 1;
    expect(cache.lookup('a')).toBeNull();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = cacheOf(2);
    cache.remember('a', authOf(1, 10), farFuture, cache.stamp);
    cache.remember('b', authOf(2, 11), farFuture, cache.stamp);
    expect(cache.lookup('a')).not.toBeNull(); // b is now the least recently used
    cache.remember('c', authOf(3, 12), farFuture, cache.stamp);
    expect(cache.size).toBe(2);
    expect(cache.lookup('b')).toBeNull();
    expect(cache.lookup('a')).not.toBeNull();
    expect(cache.lookup('c')).not.toBeNull();
  });

  it('forgets one session, every session of a user, or everything', () => {
    const cache = cacheOf();
    cache.remember('a', authOf(1, 10), farFuture, cache.stamp);
    cache.remember('b', authOf(2, 10), farFuture, cache.stamp);
    cache.remember('c', authOf(3, 11), farFuture, cache.stamp);
    cache.forgetSession(3);
    expect(cache.lookup('c')).toBeNull();
    expect(cache.lookup('a')).not.toBeNull();
    cache.forgetUser(10);
    expect(cache.lookup('a')).toBeNull();
    expect(cache.lookup('b')).toBeNull();
    cache.remember('d', authOf(4, 12), farFuture, cache.stamp);
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('drops what a read started before an invalidation found (its rows may predate the change)', () => {
    const cache = cacheOf();
    const before = cache.stamp;
    cache.forgetUser(10); // commits while the read is under way
    cache.remember('a', authOf(1, 10), farFuture, before);
    expect(cache.lookup('a')).toBeNull();

    cache.remember('a', authOf(1, 10), farFuture, cache.stamp);
    const pathsRead = cache.stamp;
    cache.forgetUser(99);
    cache.rememberPaths('a', new Set(['crm/deals']), pathsRead);
    expect(cache.lookup('a')?.permittedPaths).toBeNull();
    cache.rememberPaths('a', new Set(['crm/deals']), cache.stamp);
    expect([...(cache.lookup('a')?.permittedPaths ?? [])]).toEqual(['crm/deals']);
  });
});

describe('the caller cache in route authorization', () => {
  let t: TestApp;
  let nextUser = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const dealsWith = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/crm/deals/?page=1&page_size=5',
      headers: { authorization: `Bearer ${token}` },
    });

  async function newStaff(): Promise<{ id: number; token: string }> {
    nextUser += 1;
    const email = `cached${nextUser}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({ email, username: `cached${nextUser}`, isStaff: true })
      .returning();
    return { id: user!.id, token: await t.tokenFor(email) };
  }

  it('a granted path applies on the very next request of a cached caller', async () => {
    const { id, token } = await newStaff();
    const refused = await dealsWith(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.noResourcePermission });
    const [deals] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.path, 'crm/deals'));
    await grantMenuItems(t.database.db, id, [deals!.id]);
    expect((await dealsWith(token)).statusCode).toBe(200);
  });

  it('removing the staff flag applies on the very next request of a cached caller', async () => {
    const { id, token } = await newStaff();
    const [deals] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.path, 'crm/deals'));
    await grantMenuItems(t.database.db, id, [deals!.id]);
    expect((await dealsWith(token)).statusCode).toBe(200);
    const adminToken = await t.tokenFor(demoAccountEmails.admin);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}/`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { first_name: 'No', last_name: 'Staff', is_staff: false },
    });
    expect(edited.statusCode).toBe(200);
    expect((await dealsWith(token)).statusCode).toBe(403);
  });

  it('a change made behind its back (another API process) is seen after the time to live', async () => {
    const { id, token } = await newStaff();
    const [deals] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.path, 'crm/deals'));
    await grantMenuItems(t.database.db, id, [deals!.id]);
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    expect((await dealsWith(token)).statusCode).toBe(200);
    await t.database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.tokenHash, hashToken(token)));
    clock.mockReturnValue(start + 4_900);
    expect((await dealsWith(token)).statusCode).toBe(200);
    clock.mockReturnValue(start + 5_000);
    const expired = await dealsWith(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: messages.sessionExpired });
    clock.mockRestore();
  });
});
