import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { type ApiProcess, startApiProcess } from '../../testing/api-process';
import { testPostgresUrlVariable } from '../../testing/test-database';

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer (this file runs only in
 * `pnpm test:pg`). The caller cache's backstop lifetime is set far above the bounds below, so a
 * change made through replica A can only reach replica B's cache through PostgreSQL's notices.
 */
const cacheTtlSeconds = 600;
/** How long a change may take to reach the other replica (the notice usually takes a millisecond). */
const noticeBoundMs = 2_000;
const signInLimit = 4;

let adminUrl: string;
let databaseName: string;
let databaseUrl: string;
let replicaA: ApiProcess;
let replicaB: ApiProcess;
let sql: pg.Client;

beforeAll(async () => {
  adminUrl = process.env[testPostgresUrlVariable] ?? '';
  if (!adminUrl) throw new Error('This test needs PostgreSQL: run it with pnpm test:pg');
  databaseName = `solar_replicas_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  const env = {
    DATABASE_URL: databaseUrl,
    CALLER_CACHE_SECONDS: String(cacheTtlSeconds),
    SIGN_IN_RATE_LIMIT: String(signInLimit),
    // Each request names its client in X-Forwarded-For, as a proxy in front of both would.
    TRUST_PROXY: 'loopback',
  };
  // Started together on an empty database: they take turns migrating and seeding.
  [replicaA, replicaB] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await Promise.all([replicaA?.stop(), replicaB?.stop()]);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

let clientNumber = 0;
/** A client address of its own per sign-in, so that sign-ins stay clear of the limit under test. */
const nextClient = () => `198.51.100.${(clientNumber += 1)}`;

async function call(
  replica: ApiProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; client?: string } = {},
): Promise<Response> {
  return fetch(`${replica.baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.client ?? nextClient(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function signIn(replica: ApiProcess, email: string): Promise<string> {
  const client = nextClient();
  const idToken = await call(replica, 'POST', '/api/auth/dev/id-token/', {
    body: { email },
    client,
  });
  expect(idToken.status).toBe(200);
  const { id_token: accessToken } = (await idToken.json()) as { id_token: string };
  const session = await call(replica, 'POST', '/api/auth/google/', {
    body: { access_token: accessToken, token_type: 'id_token' },
    client,
  });
  expect(session.status).toBe(200);
  return ((await session.json()) as { token: string }).token;
}

async function userId(email: string): Promise<number> {
  const { rows } = await sql.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  return rows[0]!.id;
}

/**
 * Asks `replica` until it answers `status` and says how long that took from the first ask; the
 * first ask is the next request after the change.
 */
async function msUntilStatus(
  replica: ApiProcess,
  path: string,
  token: string,
  status: number,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await call(replica, 'GET', path, { token });
    if (response.status === status) return Date.now() - started;
    if (Date.now() - started > noticeBoundMs * 5) {
      throw new Error(`${path} still answered ${response.status} after ${noticeBoundMs * 5} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('both replicas started on the same empty database and answer the same', async () => {
  const token = await signIn(replicaA, demoAccountEmails.admin);
  const [fromA, fromB] = await Promise.all(
    [replicaA, replicaB].map(async (replica) => {
      const response = await call(replica, 'GET', '/api/crm/deals/?page=1&page_size=25', {
        token,
      });
      expect(response.status).toBe(200);
      return response.json();
    }),
  );
  expect(fromB).toEqual(fromA);
});

it('a sign-out through replica A is refused by replica B at once', async () => {
  const token = await signIn(replicaA, demoAccountEmails.rep1);
  // B has the caller cached now.
  expect((await call(replicaB, 'GET', '/api/users/menu/', { token })).status).toBe(200);
  expect((await call(replicaA, 'POST', '/api/auth/logout/', { token })).status).toBe(204);
  expect(await msUntilStatus(replicaB, '/api/users/menu/', token, 401)).toBeLessThan(noticeBoundMs);
  const refused = await call(replicaB, 'GET', '/api/users/menu/', { token });
  expect(await refused.json()).toEqual({ message: messages.sessionExpired });
});

it('a deactivation through replica A is refused by replica B at once', async () => {
  const admin = await signIn(replicaA, demoAccountEmails.admin);
  const token = await signIn(replicaA, demoAccountEmails.ops);
  expect((await call(replicaB, 'GET', '/api/users/menu/', { token })).status).toBe(200);
  const id = await userId(demoAccountEmails.ops);
  const deactivated = await call(replicaA, 'POST', `/api/admin/users/${id}/deactivate/`, {
    token: admin,
  });
  expect(deactivated.status).toBe(200);
  expect(await msUntilStatus(replicaB, '/api/users/menu/', token, 401)).toBeLessThan(noticeBoundMs);
});

it('menu access removed through replica A is refused by replica B at once', async () => {
  const admin = await signIn(replicaA, demoAccountEmails.admin);
  const token = await signIn(replicaA, demoAccountEmails.manager);
  const deals = '/api/crm/deals/?page=1&page_size=25';
  // B has the caller and their menu paths cached now.
  expect((await call(replicaB, 'GET', deals, { token })).status).toBe(200);
  const id = await userId(demoAccountEmails.manager);
  const changed = await call(replicaA, 'PUT', `/api/admin/users/${id}/menu-access/`, {
    token: admin,
    body: { menu_item_ids: [], is_superuser: false },
  });
  expect(changed.status).toBe(200);
  expect(await msUntilStatus(replicaB, deals, token, 403)).toBeLessThan(noticeBoundMs);
});

it('sign-in attempts on both replicas count against one limit per client', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < signInLimit + 2; attempt += 1) {
    const replica = attempt % 2 === 0 ? replicaA : replicaB;
    const response = await call(replica, 'POST', '/api/auth/google/', {
      body: { access_token: 'not-a-token', token_type: 'id_token' },
      client: '203.0.113.9',
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array<number>(signInLimit).fill(401), 429, 429]);
});

it('a meeting booked through replica A is in the very next week read through replica B', async () => {
  const token = await signIn(replicaA, demoAccountEmails.rep1);
  const week = '/api/crm/meetings/?from=2027-03-01T00:00:00Z&to=2027-03-08T00:00:00Z&scope=me';
  const titlesOn = async (replica: ApiProcess) => {
    const response = await call(replica, 'GET', week, { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { meetings: { title: string }[] }).meetings.map(
      (meeting) => meeting.title,
    );
  };
  // Both replicas remember the week now, and B answers it again from memory.
  expect(await titlesOn(replicaB)).not.toContain('Booked through A');
  expect(await titlesOn(replicaA)).not.toContain('Booked through A');
  expect(await titlesOn(replicaB)).not.toContain('Booked through A');
  const booked = await call(replicaA, 'POST', '/api/crm/meetings/', {
    token,
    body: {
      title: 'Booked through A',
      kind: 'Site visit',
      start: '2027-03-02T15:00:00Z',
      end: '2027-03-02T16:00:00Z',
      time_zone: 'America/Halifax',
    },
  });
  expect(booked.status).toBe(201);
  expect(await titlesOn(replicaB)).toContain('Booked through A');
  const { meeting } = (await booked.json()) as { meeting: { id: number; version: number } };
  const cancelled = await call(
    replicaB,
    'DELETE',
    `/api/crm/meetings/${meeting.id}/?version=${meeting.version}`,
    { token },
  );
  expect(cancelled.status).toBe(204);
  expect(await titlesOn(replicaA)).not.toContain('Booked through A');
});
