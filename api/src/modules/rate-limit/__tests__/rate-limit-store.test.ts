import { eq, sql } from 'drizzle-orm';
import { messages } from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestDatabase } from '../../../testing/test-database';
import type { DatabaseHandle } from '../../../db/database';
import { countHit } from '../rate-limit-store';
import { rateLimitHits } from '../rate-limit-tables';

/** Two API instances on one database stand for two replicas behind a load balancer. */
let database: DatabaseHandle;
let replicaA: TestApp;
let replicaB: TestApp;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const config = { signInRateLimit: 3, trustProxy: 1 };
  replicaA = await createTestApp({ database, config });
  replicaB = await createTestApp({ database, config });
});

afterAll(async () => {
  await replicaA.close();
  await replicaB.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(rateLimitHits);
});

const signInFrom = (replica: TestApp, client: string) =>
  replica.app.inject({
    method: 'POST',
    url: '/api/auth/google/',
    headers: { 'x-forwarded-for': client },
    payload: { access_token: 'not-a-token', token_type: 'id_token' },
  });

it('counts a client’s sign-in attempts on every replica together', async () => {
  const statuses: number[] = [];
  for (const replica of [replicaA, replicaB, replicaA, replicaB, replicaA]) {
    const response = await signInFrom(replica, '203.0.113.7');
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(response.json()).toEqual({ message: messages.apiTooManyRequests });
    }
  }
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  // Another client, by the trusted proxy's X-Forwarded-For, has its own count on both replicas.
  expect((await signInFrom(replicaB, '198.51.100.23')).statusCode).toBe(401);
  expect((await signInFrom(replicaA, '198.51.100.23')).statusCode).toBe(401);
});

it('starts a new window at one hit once the last one has ended', async () => {
  expect((await countHit(database.db, 'test-key', 60_000)).current).toBe(1);
  const second = await countHit(database.db, 'test-key', 60_000);
  expect(second.current).toBe(2);
  expect(second.ttl).toBeGreaterThan(0);
  expect(second.ttl).toBeLessThanOrEqual(60_000);
  await database.db
    .update(rateLimitHits)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitHits.key, 'test-key'));
  expect((await countHit(database.db, 'test-key', 60_000)).current).toBe(1);
});
