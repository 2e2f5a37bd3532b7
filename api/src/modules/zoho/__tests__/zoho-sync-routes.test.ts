import { eq, like } from 'drizzle-orm';
import { messages, type SyncStatus } from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { catalogueSourceDescription } from '../item-sources';
import { sampleCatalogue } from '../sample-catalogue';
import { items } from '../zoho-tables';
import { fakeItems, startFakeZohoServer, type FakeZohoServer } from './fake-zoho-server';

async function call(testApp: TestApp, method: 'GET' | 'POST', token: string) {
  const response = await testApp.app.inject({
    method,
    url: '/api/zoho/sync/',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('sync from the built-in catalogue (no Zoho credentials)', () => {
  let testApp: TestApp;
  let opsToken: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    opsToken = await testApp.tokenFor('ops@example.com');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('says the catalogue is the source, and a sync over the seeded catalogue changes nothing', async () => {
    const before = await call(testApp, 'GET', opsToken);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      source: { kind: 'catalogue', description: catalogueSourceDescription },
      last_run: null,
      item_count: sampleCatalogue.length,
    });
    const started = await call(testApp, 'POST', opsToken);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ source: 'catalogue', status: 'running' });
    await testApp.app.jobs.idle();
    const after = (await call(testApp, 'GET', opsToken)).body as SyncStatus;
    expect(after.last_run).toMatchObject({
      status: 'succeeded',
      processed: sampleCatalogue.length,
      added: 0,
      updated: 0,
      unchanged: sampleCatalogue.length,
      errors: [],
    });
    expect(after.last_run?.finished_at).toEqual(expect.any(String));
  });

  it('is for holders of zoho/zoho-api only', async () => {
    const managerToken = await testApp.tokenFor('manager@example.com');
    expect((await call(testApp, 'GET', managerToken)).status).toBe(403);
    expect((await call(testApp, 'POST', managerToken)).status).toBe(403);
  });
});

describe('sync from Zoho Inventory (a local server in Zoho format)', () => {
  let server: FakeZohoServer;
  let testApp: TestApp;
  let opsToken: string;
  beforeAll(async () => {
    server = await startFakeZohoServer(fakeItems(8));
    testApp = await createTestApp({
      config: {
        zoho: {
          clientId: 'client-1',
          clientSecret: 'secret-1',
          refreshToken: 'refresh-123',
          organizationId: 'org-42',
          region: 'eu',
          accountsUrl: server.url,
          apiBaseUrl: server.url,
        },
      },
    });
    opsToken = await testApp.tokenFor('ops@example.com');
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  const lastRun = async () => ((await call(testApp, 'GET', opsToken)).body as SyncStatus).last_run;

  it('names the organisation and region as the source', async () => {
    const status = (await call(testApp, 'GET', opsToken)).body as SyncStatus;
    expect(status.source.kind).toBe('zoho-inventory');
    expect(status.source.description).toContain('org-42');
    expect(status.source.description).toContain('eu data centre');
  });

  it('adds every item page by page, refuses a second sync while one runs', async () => {
    let open!: () => void;
    server.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const started = await call(testApp, 'POST', opsToken);
    expect(started).toMatchObject({ status: 201, body: { status: 'running' } });
    const second = await call(testApp, 'POST', opsToken);
    expect(second).toEqual({ status: 409, body: { message: messages.apiSyncAlreadyRunning } });
    server.gate = null;
    open();
    await testApp.app.jobs.idle();
    expect(await lastRun()).toMatchObject({
      source: 'zoho-inventory',
      status: 'succeeded',
      processed: 8,
      added: 8,
      updated: 0,
      unchanged: 0,
    });
    expect(server.itemRequests.map((request) => request.page)).toEqual([1, 2, 3]);
    const [synced] = await testApp.database.db
      .select()
      .from(items)
      .where(eq(items.itemno, 'ZT-002'));
    expect(synced).toMatchObject({ itemdes: 'Zoho test part 2', rate: '11.00', status: 'active' });
    // Real data replaces the sample parts in the item search.
    const samples = await testApp.database.db
      .select({ status: items.status })
      .from(items)
      .where(like(items.zohoItemId, 'catalogue:%'));
    expect(new Set(samples.map((row) => row.status))).toEqual(new Set(['inactive']));
  });

  it('is idempotent: a repeated sync adds and updates nothing', async () => {
    await call(testApp, 'POST', opsToken);
    await testApp.app.jobs.idle();
    expect(await lastRun()).toMatchObject({
      status: 'succeeded',
      added: 0,
      updated: 0,
      unchanged: 8,
    });
  });

  it('updates what changed in Zoho, survives a 429 and reports skipped items', async () => {
    server.items[0]!.rate = 99.5;
    server.items[1]!.status = 'inactive';
    server.items.push({ ...server.items[2]!, item_id: '999', sku: '' });
    server.forced.push({ status: 429, headers: { 'Retry-After': '0' } });
    await call(testApp, 'POST', opsToken);
    await testApp.app.jobs.idle();
    const run = await lastRun();
    expect(run).toMatchObject({ status: 'succeeded', added: 0, updated: 2, unchanged: 6 });
    expect(run?.errors).toEqual(['Skipped Zoho item 999 "Zoho test part 3": it has no SKU']);
  });

  it('records a failed run with the reason', async () => {
    server.forced.push({ status: 400, body: { code: 1002, message: 'Item does not exist' } });
    await call(testApp, 'POST', opsToken);
    await testApp.app.jobs.idle();
    const run = await lastRun();
    expect(run?.status).toBe('failed');
    expect(run?.errors.at(-1)).toMatch(/code 1002\): Item does not exist/);
    // A failed run does not block the next one.
    expect((await call(testApp, 'POST', opsToken)).status).toBe(201);
    await testApp.app.jobs.idle();
  });
});

describe('what a failed sync tells the people on the sync page', () => {
  let server: FakeZohoServer;
  let testApp: TestApp;
  let opsToken: string;
  const logLines: string[] = [];
  const zohoAt = (url: string) => ({
    clientId: 'client-1',
    clientSecret: 'secret-1',
    refreshToken: 'refresh-123',
    organizationId: 'org-42',
    region: 'eu' as const,
    accountsUrl: url,
    apiBaseUrl: url,
  });

  beforeAll(async () => {
    // An item whose price does not fit the catalogue's column fails the run in the database.
    server = await startFakeZohoServer([{ ...fakeItems(1)[0]!, rate: 1e13 }]);
    testApp = await createTestApp({
      config: { zoho: zohoAt(server.url) },
      build: {
        logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
      },
    });
    opsToken = await testApp.tokenFor('ops@example.com');
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  it('an unexpected failure reads as a sentence; the raw error goes to the server log only', async () => {
    await call(testApp, 'POST', opsToken);
    await testApp.app.jobs.idle();
    const run = ((await call(testApp, 'GET', opsToken)).body as SyncStatus).last_run;
    expect(run?.status).toBe('failed');
    expect(run?.errors).toEqual([messages.zohoSyncUnexpectedError]);
    expect(logLines.join('\n')).toMatch(/numeric field overflow/);
  });

  it('an unreachable Zoho is named without the network library’s own text', async () => {
    const closed = await startFakeZohoServer([]);
    const address = closed.url;
    await closed.close();
    // Every API process works jobs with its own configuration: only the offline one may here.
    await testApp.app.jobs.stop();
    const offline = await createTestApp({
      config: { zoho: zohoAt(address) },
      database: testApp.database,
    });
    try {
      const token = await offline.tokenFor('ops@example.com');
      await call(offline, 'POST', token);
      await offline.app.jobs.idle();
      const run = ((await call(offline, 'GET', token)).body as SyncStatus).last_run;
      expect(run?.status).toBe('failed');
      expect(run?.errors).toEqual([`Zoho could not be reached at ${new URL(address).origin}`]);
    } finally {
      await offline.close();
    }
  });
});
