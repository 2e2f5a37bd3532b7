import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { databaseErrorKind } from '../../http/database-error-kind';
import { defineRoute } from '../../http/route-declaration';
import {
  changedTables,
  refreshedBaseline,
  snapshotDatabase,
  writeCount,
} from '../../testing/database-snapshot';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { arbitraryOf } from '../../testing/zod-arbitrary';

/** What the fuzzing relies on: the snapshot sees changes, the generator yields valid input. */
let t: TestApp;
const thrown: { error: unknown } = { error: null };

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('database snapshot', () => {
  it('sees an inserted row in its table and nothing else', async () => {
    const before = await snapshotDatabase(t.database.db);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['deals', 'users', 'auth_sessions']),
    );
    await t.database.db.execute(
      sql`insert into users (email, username, is_staff) values ('snap@example.com', 'snap', false)`,
    );
    const after = await snapshotDatabase(t.database.db);
    expect(changedTables(before, after)).toEqual(['users']);
  });

  it("ignores a session's last activity, which any request may record", async () => {
    await t.tokenFor(demoAccountEmails.admin);
    const before = await snapshotDatabase(t.database.db);
    await t.database.db.execute(sql`update auth_sessions set last_used_at = now()`);
    expect(changedTables(before, await snapshotDatabase(t.database.db))).toEqual([]);
    await t.database.db.execute(sql`update auth_sessions set expires_at = expires_at`);
    expect(changedTables(before, await snapshotDatabase(t.database.db))).toEqual([]);
    await t.database.db.execute(sql`delete from auth_sessions`);
    expect(changedTables(before, await snapshotDatabase(t.database.db))).toEqual(['auth_sessions']);
  });

  // On PostgreSQL the other database shares this one's cluster (as Jest's workers do), so a
  // cluster-wide measure such as the next transaction id would move with its writes.
  it('the write count moves with a write here, not with a read or a write in another database', async () => {
    const other = await createTestDatabase({ seed: false });
    try {
      const first = await writeCount(t.database.db);
      await snapshotDatabase(t.database.db);
      expect(await writeCount(t.database.db)).toBe(first);
      await other.db.execute(sql`insert into countries (code, name) values ('ZZ', 'Elsewhere')`);
      expect(await writeCount(t.database.db)).toBe(first);
      await t.database.db.execute(sql`update users set first_name = first_name where id = 1`);
      expect(await writeCount(t.database.db)).not.toBe(first);
    } finally {
      await other.close();
    }
  });

  it('a baseline is kept while nothing is written here and rebuilt after a write', async () => {
    const other = await createTestDatabase({ seed: false });
    try {
      const first = await refreshedBaseline(t.database.db, null);
      await other.db.execute(sql`insert into countries (code, name) values ('ZY', 'Afar')`);
      expect(await refreshedBaseline(t.database.db, first)).toBe(first);
      await t.database.db.execute(sql`delete from auth_sessions`);
      await t.tokenFor(demoAccountEmails.admin);
      const second = await refreshedBaseline(t.database.db, first);
      expect(changedTables(first.snapshot, second.snapshot)).toEqual(['auth_sessions']);
    } finally {
      await other.close();
    }
  });
});

describe('zod arbitrary', () => {
  const schema = z.strictObject({
    name: z.string().trim().min(2).max(5),
    id: z.coerce.number().int().positive(),
    ratio: z.number().min(-1).max(1),
    email: z.email().max(254),
    ids: z.string().regex(/^\d+(,\d+)*$/),
    kind: z.enum(['a', 'b']),
    flag: z.boolean().optional(),
    note: z.string().max(3).nullable().default(''),
    items: z.array(z.strictObject({ month: z.number().int().min(1).max(12) })).max(2),
  });

  it('generates values the schema accepts (trimming aside)', () => {
    fc.assert(
      fc.property(arbitraryOf(schema), (value) => {
        const { name, ...rest } = value as { name: string };
        const parsed = schema.safeParse({ ...rest, name: 'ok' });
        if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
        expect(name.length).toBeGreaterThanOrEqual(2);
        expect(name.length).toBeLessThanOrEqual(5);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});

describe('database errors', () => {
  it.each([
    ['int4 overflow', 'invalidValue', { code: '22003' }],
    ['text that is not a number', 'invalidValue', { code: '22P02' }],
    ['a wrapped bad date', 'invalidValue', { message: 'query failed', cause: { code: '22008' } }],
    ['server shutting down', 'unavailable', { code: '57P01' }],
    ['a wrapped refused connection', 'unavailable', { cause: { code: 'ECONNREFUSED' } }],
    ['refused on every address', 'unavailable', new AggregateError([{ code: 'ECONNREFUSED' }])],
    ['a dropped connection', 'unavailable', new Error('Connection terminated unexpectedly')],
    ['a unique violation', null, { code: '23505' }],
    ['anything else', null, new Error('boom')],
  ])('%s: %s', (_name, kind, error) => {
    expect(databaseErrorKind(error)).toBe(kind);
  });

  it('an id beyond the integer column answers 400 with a message, not 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/crm/dealdetails/2147483648/',
      headers: { authorization: `Bearer ${await t.tokenFor(demoAccountEmails.admin)}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiValueOutOfRange });
  });

  it('a lost database connection answers 503 with its message', async () => {
    const probe = await createTestApp({
      database: t.database,
      build: {
        routes: [
          defineRoute({
            method: 'GET',
            url: '/api/test-probe/database-down/',
            access: 'public',
            tag: 'test',
            summary: 'Probe: throws what node-postgres throws when the server is gone',
            schemas: { response: z.object({}) },
            async handler() {
              throw thrown.error;
            },
          }),
        ],
      },
    });
    try {
      thrown.error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      const response = await probe.app.inject({
        method: 'GET',
        url: '/api/test-probe/database-down/',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: messages.apiDatabaseUnavailable });
    } finally {
      await probe.close();
    }
  });
});
