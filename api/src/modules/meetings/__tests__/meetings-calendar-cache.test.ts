import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import {
  demoAccountEmails,
  type Meeting,
  type MeetingInput,
  meetingListSchema,
  meetingSavedSchema,
  messages,
} from '@solar/shared/domain';
import { createDatabase } from '../../../db/create-database';
import type { Database, DatabaseHandle } from '../../../db/database';
import * as schema from '../../../db/schema';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';
import { CalendarCache, calendarCacheOf } from '../meetings-calendar-cache';

const { admin, manager, rep1, rep2 } = demoAccountEmails;

describe('the calendar answer cache', () => {
  /** Bytes that gzip hardly shrinks, so sizes stay predictable. */
  const bytes = (n: number) => randomBytes(n);
  /** What an answer of `n` such bytes holds, plain and gzipped. */
  const held = async (n: number) => {
    const probe = new CalendarCache(10 * n + 1_000);
    await probe.remember('probe', 1, bytes(n));
    return probe.bytes;
  };

  it('reuses an answer only at the counter it was read at', async () => {
    const cache = new CalendarCache(1_000);
    const answer = await cache.remember('a', 7, bytes(10));
    expect(cache.current('a', 7)).toBe(answer);
    expect(cache.hits).toBe(1);
    expect(cache.current('a', 8)).toBeUndefined();
    // A stale answer is dropped, not kept for later.
    expect(cache.current('a', 7)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('holds at most its bound in bytes, dropping the least recently used first', async () => {
    const one = await held(100);
    const cache = new CalendarCache(3 * one);
    await cache.remember('a', 1, bytes(100));
    await cache.remember('b', 1, bytes(100));
    await cache.remember('c', 1, bytes(100));
    expect(cache.bytes).toBe(3 * one);
    expect(cache.current('a', 1)).toBeDefined();
    await cache.remember('d', 1, bytes(150));
    expect(cache.bytes).toBeLessThanOrEqual(3 * one);
    expect(cache.current('b', 1)).toBeUndefined();
    expect(cache.current('c', 1)).toBeUndefined();
    expect(cache.current('a', 1)).toBeDefined();
    expect(cache.current('d', 1)).toBeDefined();
  });

  it('answers but does not keep an answer larger than its whole bound', async () => {
    const cache = new CalendarCache(await held(300));
    await cache.remember('a', 1, bytes(100));
    const kept = cache.bytes;
    const big = await cache.remember('big', 1, bytes(400));
    expect(big.body.byteLength).toBe(400);
    expect(big.etag).toMatch(/^"[\w-]+"$/);
    expect(gunzipSync(big.gzipped)).toEqual(big.body);
    expect(cache.current('big', 1)).toBeUndefined();
    expect(cache.current('a', 1)).toBeDefined();
    expect(cache.bytes).toBe(kept);
  });

  it('tags different answers differently and equal answers alike', async () => {
    const cache = new CalendarCache(1_000);
    const one = await cache.remember('a', 1, Buffer.from('{"meetings":[]}'));
    const same = await cache.remember('b', 2, Buffer.from('{"meetings":[]}'));
    const other = await cache.remember('c', 1, Buffer.from('{"meetings":[{}]}'));
    expect(same.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });
});

/**
 * A second API instance on the same database with a cache of its own, as a second replica
 * behind a load balancer: a second pool on PostgreSQL, a second Drizzle handle on PGlite's one
 * connection.
 */
async function secondHandleOn(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.jobConnection.kind === 'postgres') {
    return createDatabase({ kind: 'postgres', url: database.jobConnection.url });
  }
  const db = drizzlePglite(database.jobConnection.client, { schema }) as unknown as Database;
  return { ...database, db, close: async () => undefined };
}

describe('GET /api/crm/meetings/ from remembered answers', () => {
  let a: TestApp;
  let b: TestApp;
  let secondHandle: DatabaseHandle;
  const ids = new Map<string, number>();
  const idOf = (email: string) => ids.get(email)!;
  let dealOfRep1: number;

  const week = '/api/crm/meetings/?from=2026-12-07T00:00:00Z&to=2026-12-14T00:00:00Z';
  const base: MeetingInput = {
    title: 'Roof check',
    kind: 'Site visit',
    start: '2026-12-08T15:00:00Z',
    end: '2026-12-08T16:00:00Z',
    time_zone: 'America/Halifax',
  };

  async function call(
    app: TestApp,
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: object; etag?: string } = {},
  ) {
    return app.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await app.tokenFor(email)}`,
        ...(options.etag === undefined ? {} : { 'if-none-match': options.etag }),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  }

  async function list(app: TestApp, email: string, query = '&scope=me'): Promise<Meeting[]> {
    const response = await call(app, email, 'GET', `${week}${query}`);
    expect(response.statusCode).toBe(200);
    return meetingListSchema.parse(response.json()).meetings as Meeting[];
  }

  const titles = (meetings: readonly { title: string }[]) => meetings.map((m) => m.title).sort();

  async function book(input: Partial<MeetingInput>, app = a, email = rep1) {
    const response = await call(app, email, 'POST', '/api/crm/meetings/', {
      payload: { ...base, ...input },
    });
    expect(response.statusCode).toBe(201);
    return meetingSavedSchema.parse(response.json()).meeting;
  }

  async function edit(meeting: Meeting, input: Partial<MeetingInput>, app = a) {
    const response = await call(app, rep1, 'PUT', `/api/crm/meetings/${meeting.id}/`, {
      payload: {
        ...base,
        title: meeting.title,
        start: meeting.start,
        end: meeting.end,
        ...input,
        version: meeting.version,
      },
    });
    expect(response.statusCode).toBe(200);
    return meetingSavedSchema.parse(response.json()).meeting;
  }

  beforeAll(async () => {
    a = await createTestApp();
    await seedDemoDeals(a.database.db);
    secondHandle = await secondHandleOn(a.database);
    b = await createTestApp({ database: secondHandle });
    for (const row of await a.database.db.select().from(users)) ids.set(row.email, row.id);
    const [deal] = await a.database.db
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.salesPersonId, idOf(rep1)))
      .orderBy(deals.id);
    dealOfRep1 = deal!.id;
  });
  afterAll(async () => {
    await b.close();
    await secondHandle.close();
    await a.close();
  });

  it('serves a repeated range from memory, tagged, and 304 to a browser that holds it', async () => {
    await book({ title: 'Tagged' });
    const cache = calendarCacheOf(a.database.db);
    const first = await call(a, rep1, 'GET', `${week}&scope=me`);
    const hits = cache.hits;
    const second = await call(a, rep1, 'GET', `${week}&scope=me`);
    expect(cache.hits).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    expect(titles(meetingListSchema.parse(second.json()).meetings)).toContain('Tagged');
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    const held = await call(a, rep1, 'GET', `${week}&scope=me`, { etag });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    // A browser that accepts gzip gets the same answer compressed.
    const compressed = await a.app.inject({
      method: 'GET',
      url: `${week}&scope=me`,
      headers: {
        authorization: `Bearer ${await a.tokenFor(rep1)}`,
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(second.body);
    expect(compressed.rawPayload.byteLength).toBeLessThan(Buffer.byteLength(second.body));
    expect(second.headers['content-encoding']).toBeUndefined();
    await book({ title: 'Tagged later' });
    const changed = await call(a, rep1, 'GET', `${week}&scope=me`, { etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(titles(meetingListSchema.parse(changed.json()).meetings)).toContain('Tagged later');
  });

  it('a booking, an edit, a new time, new attendees and a cancellation are each seen at once', async () => {
    await list(a, rep1);
    await list(a, rep2);
    const meeting = await book({ title: 'Fresh' });
    expect(titles(await list(a, rep1))).toContain('Fresh');

    const renamed = await edit(meeting, { title: 'Renamed' });
    expect(titles(await list(a, rep1))).toEqual(expect.arrayContaining(['Renamed']));
    expect(titles(await list(a, rep1))).not.toContain('Fresh');

    const moved = await edit(renamed, {
      start: '2026-12-20T15:00:00Z',
      end: '2026-12-20T16:00:00Z',
    });
    expect(titles(await list(a, rep1))).not.toContain('Renamed');
    const back = await edit(moved, { start: base.start, end: base.end });
    expect(titles(await list(a, rep1))).toContain('Renamed');

    expect(titles(await list(a, rep2))).not.toContain('Renamed');
    const withRep2 = await edit(back, { attendee_ids: [idOf(rep2)] });
    expect(titles(await list(a, rep2))).toContain('Renamed');
    const withoutRep2 = await edit(withRep2, { attendee_ids: [] });
    expect(titles(await list(a, rep2))).not.toContain('Renamed');

    const gone = await call(
      a,
      rep1,
      'DELETE',
      `/api/crm/meetings/${withoutRep2.id}/?version=${withoutRep2.version}`,
    );
    expect(gone.statusCode).toBe(204);
    expect(titles(await list(a, rep1))).not.toContain('Renamed');
  });

  it('keeps each person’s answer their own', async () => {
    await book({ title: 'Only rep 1' });
    const asRep1 = await call(a, rep1, 'GET', `${week}&scope=me`);
    const asRep2 = await call(a, rep2, 'GET', `${week}&scope=me`);
    expect(titles(meetingListSchema.parse(asRep1.json()).meetings)).toContain('Only rep 1');
    expect(titles(meetingListSchema.parse(asRep2.json()).meetings)).not.toContain('Only rep 1');
    // rep2 sending rep1's tag still gets rep2's own answer.
    const borrowed = await call(a, rep2, 'GET', `${week}&scope=me`, {
      etag: asRep1.headers.etag as string,
    });
    expect(borrowed.statusCode).toBe(200);
    expect(borrowed.body).toBe(asRep2.body);
    // The organiser's manager may edit it, an admin too, rep1 as organiser: each its own flag.
    const ofRep1 = `&scope=person&person_id=${idOf(rep1)}`;
    for (const email of [manager, admin]) {
      const seen = (await list(a, email, ofRep1)).find((m) => m.title === 'Only rep 1');
      expect(seen?.can_edit).toBe(true);
    }
    const refused = await call(a, rep2, 'GET', `${week}${ofRep1}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.apiMeetingPersonNotInTeam);
  });

  it('a deal’s new name or sales person and a change of the sales tree are seen at once', async () => {
    const meeting = await book({
      title: 'On the deal',
      deal_id: dealOfRep1,
      attendee_ids: [idOf(rep2)],
    });
    const db = a.database.db;
    const onDeal = async (app: TestApp, email: string, query = '&scope=me') =>
      (await list(app, email, query)).find((m) => m.id === meeting.id);

    expect((await onDeal(a, rep1))?.deal?.id).toBe(dealOfRep1);
    // rep2 attends but may not use rep1's deal.
    expect(await onDeal(a, rep2)).toBeUndefined();
    const [before] = await db
      .select({ name: deals.name })
      .from(deals)
      .where(eq(deals.id, dealOfRep1));
    await db.update(deals).set({ name: 'Renamed deal' }).where(eq(deals.id, dealOfRep1));
    expect((await onDeal(a, rep1))?.deal?.name).toBe('Renamed deal');

    await db
      .update(deals)
      .set({ salesPersonId: idOf(rep2) })
      .where(eq(deals.id, dealOfRep1));
    expect(await onDeal(a, rep2)).toBeDefined();
    expect(await onDeal(a, rep1)).toBeUndefined();
    await db
      .update(deals)
      .set({ salesPersonId: idOf(rep1), name: before!.name })
      .where(eq(deals.id, dealOfRep1));
    expect((await onDeal(a, rep1))?.deal?.name).toBe(before!.name);

    const ofRep1 = `&scope=person&person_id=${idOf(rep1)}`;
    expect(await onDeal(a, manager, '&scope=team')).toBeDefined();
    expect(await onDeal(a, manager, ofRep1)).toBeDefined();
    const [rep1Row] = await db
      .select()
      .from(users)
      .where(eq(users.id, idOf(rep1)));
    await db
      .update(users)
      .set({ managerId: null })
      .where(eq(users.id, idOf(rep1)));
    try {
      expect(await onDeal(a, manager, '&scope=team')).toBeUndefined();
      expect((await call(a, manager, 'GET', `${week}${ofRep1}`)).statusCode).toBe(403);
    } finally {
      await db
        .update(users)
        .set({ managerId: rep1Row!.managerId })
        .where(eq(users.id, idOf(rep1)));
    }
    expect(await onDeal(a, manager, '&scope=team')).toBeDefined();
  });

  it('two API instances on one database: a write through one is in the next read through the other', async () => {
    expect(calendarCacheOf(b.database.db)).not.toBe(calendarCacheOf(a.database.db));
    const seenByB = await list(b, rep1);
    const hits = calendarCacheOf(b.database.db).hits;
    expect(titles(await list(b, rep1))).toEqual(titles(seenByB));
    expect(calendarCacheOf(b.database.db).hits).toBe(hits + 1);

    const meeting = await book({ title: 'Through A' }, a);
    expect(titles(await list(b, rep1))).toContain('Through A');

    await list(a, rep1);
    const gone = await call(
      b,
      rep1,
      'DELETE',
      `/api/crm/meetings/${meeting.id}/?version=${meeting.version}`,
    );
    expect(gone.statusCode).toBe(204);
    expect(titles(await list(a, rep1))).not.toContain('Through A');
  });
});
