import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import type { DatabaseListener } from '../../db/notifications';
import { createTestDatabase, testPostgresUrlVariable } from '../../testing/test-database';

/**
 * The listening connection of an API process on PostgreSQL (this file runs only in `pnpm test:pg`):
 * when the server ends it, the process hears so, and listens again on a new connection.
 */
let database: DatabaseHandle;
let listener: DatabaseListener;
const heard: string[] = [];
const states: string[] = [];

beforeAll(async () => {
  if (!process.env[testPostgresUrlVariable]) {
    throw new Error('This test needs PostgreSQL: run it with pnpm test:pg');
  }
  database = await createTestDatabase({ seed: false });
  listener = await database.listen('listener_test', {
    notify: (payload) => heard.push(payload),
    connected: () => states.push('connected'),
    disconnected: () => states.push('disconnected'),
  });
});

afterAll(async () => {
  await listener.close();
  await database.close();
});

async function until(condition: () => boolean, boundMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > boundMs) throw new Error(`not within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('hears notices sent on commit, and listens again after its connection is killed', async () => {
  expect(states).toEqual(['connected']);
  await database.db.execute(sql`select pg_notify('listener_test', 'before')`);
  await until(() => heard.includes('before'));

  await database.db.execute(sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query ilike 'LISTEN%'`);
  await until(() => states.length === 3);
  expect(states).toEqual(['connected', 'disconnected', 'connected']);

  await database.db.execute(sql`select pg_notify('listener_test', 'after')`);
  await until(() => heard.includes('after'));
});
