import { zohoRecentCallLimit, type ZohoConnection } from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { databaseCallRecorder, zohoClientFor } from '../zoho-connection';
import {
  listZohoWarehouses,
  pushZohoAdjustment,
  pushZohoPurchaseOrder,
  pushZohoPurchaseReceive,
  readZohoPurchaseOrder,
  readZohoStockOnHand,
  recordZohoConflict,
} from '../zoho-inventory-operations';
import type { ZohoInventoryClient } from '../zoho-inventory-client';
import { zohoApiCalls } from '../zoho-tables';
import { fakeItems, startFakeZohoServer, type FakeZohoServer } from './fake-zoho-server';

async function call(testApp: TestApp, method: 'GET' | 'POST', url: string, token: string) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the Zoho API page without credentials (the embedded default)', () => {
  let testApp: TestApp;
  let opsToken: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    opsToken = await testApp.tokenFor('ops@example.com');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('says nothing is configured, and the test answers offline from the catalogue', async () => {
    const status = await call(testApp, 'GET', '/api/zoho/connection/', opsToken);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      configured: false,
      region: null,
      organization_id: null,
      recent_calls: [],
      conflicts: [],
      syncs: [{ kind: 'items', last_run: null }],
    });
    const tested = await call(testApp, 'POST', '/api/zoho/connection/test/', opsToken);
    expect(tested.body).toMatchObject({ ok: true });
    expect((tested.body as { message: string }).message).toMatch(/built-in catalogue answered/);
  });

  it('is for holders of zoho/zoho-api only', async () => {
    const managerToken = await testApp.tokenFor('manager@example.com');
    expect((await call(testApp, 'GET', '/api/zoho/connection/', managerToken)).status).toBe(403);
    expect((await call(testApp, 'POST', '/api/zoho/connection/test/', managerToken)).status).toBe(
      403,
    );
  });

  it('keeps only the latest calls in its ring', async () => {
    const recorder = databaseCallRecorder(testApp.database.db);
    for (let index = 0; index < zohoRecentCallLimit + 5; index += 1) {
      await recorder.call({
        method: 'GET',
        path: `/inventory/v1/items/${index}`,
        status: 200,
        durationMs: 3,
        error: '',
      });
    }
    const rows = await testApp.database.db.select().from(zohoApiCalls);
    expect(rows).toHaveLength(zohoRecentCallLimit);
    const status = (await call(testApp, 'GET', '/api/zoho/connection/', opsToken))
      .body as ZohoConnection;
    expect(status.recent_calls[0]?.path).toBe(`/inventory/v1/items/${zohoRecentCallLimit + 4}`);
    expect(status.recent_calls.at(-1)?.path).toBe('/inventory/v1/items/5');
  });
});

describe('the Zoho API page and adapter against a local Zoho-format server', () => {
  let server: FakeZohoServer;
  let testApp: TestApp;
  let opsToken: string;
  let client: ZohoInventoryClient;
  const waits: number[] = [];
  beforeAll(async () => {
    server = await startFakeZohoServer(fakeItems(4));
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
    client = zohoClientFor(testApp.database.db, testApp.config, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    })!;
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  it('tests the connection with a real call and records it without any secret', async () => {
    const tested = await call(testApp, 'POST', '/api/zoho/connection/test/', opsToken);
    expect(tested.body).toMatchObject({ ok: true });
    const status = (await call(testApp, 'GET', '/api/zoho/connection/', opsToken))
      .body as ZohoConnection;
    expect(status).toMatchObject({ configured: true, region: 'eu', organization_id: 'org-42' });
    expect(status.token.last_refresh_at).toEqual(expect.any(String));
    expect(status.token.expires_at).toEqual(expect.any(String));
    expect(status.recent_calls.map((each) => `${each.method} ${each.path} ${each.status}`)).toEqual(
      ['GET /inventory/v1/items 200', 'POST /oauth/v2/token 200'],
    );
    // Neither the answer nor the stored rows hold a token, a secret or a query string.
    const stored = JSON.stringify(await testApp.database.db.select().from(zohoApiCalls));
    for (const text of [JSON.stringify(status), stored]) {
      for (const secret of ['secret-1', 'refresh-123', 'client-1', ...server.issuedTokens, '?']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('shows a refused refresh token as the token’s last error', async () => {
    server.refreshToken = 'rotated';
    const fresh = zohoClientFor(testApp.database.db, testApp.config)!;
    await expect(fresh.get('/inventory/v1/items', {})).rejects.toThrow(/invalid_code/);
    const status = (await call(testApp, 'GET', '/api/zoho/connection/', opsToken))
      .body as ZohoConnection;
    expect(status.token.last_error).toMatch(/invalid_code/);
    server.refreshToken = 'refresh-123';
  });

  it('reads warehouses and stock on hand per warehouse', async () => {
    const warehouses = await listZohoWarehouses(client);
    expect(warehouses.map((each) => each.name)).toEqual(['Head Office', 'Moncton yard']);
    server.stock[server.items[0]!.item_id] = { [warehouses[1]!.zohoWarehouseId]: 12 };
    const stock = await readZohoStockOnHand(client, server.items[0]!.item_id);
    expect(stock).toEqual([
      { zohoWarehouseId: warehouses[0]!.zohoWarehouseId, onHand: 0, available: 0 },
      { zohoWarehouseId: warehouses[1]!.zohoWarehouseId, onHand: 12, available: 12 },
    ]);
  });

  it('creates a purchase order once, even when the answer to the create is lost', async () => {
    const order = {
      number: 'PO-000123',
      zohoVendorId: '460000000026049',
      date: '2026-11-27',
      lines: [{ zohoItemId: server.items[0]!.item_id, quantity: 20, rate: 239 }],
    };
    server.loseNextCreateAnswers = 1;
    const zohoId = await pushZohoPurchaseOrder(testApp.database.db, client, order);
    expect(server.purchaseOrders).toHaveLength(1);
    expect(server.purchaseOrders[0]).toMatchObject({
      purchaseorder_id: zohoId,
      purchaseorder_number: 'PO-000123',
      reference_number: 'PO-000123',
      vendor_id: '460000000026049',
    });
    // A retried push answers the same order without asking Zoho to create it again.
    const creates = () =>
      server.requests.filter(
        (each) => each.method === 'POST' && each.path.endsWith('/purchaseorders'),
      ).length;
    const before = creates();
    expect(await pushZohoPurchaseOrder(testApp.database.db, client, order)).toBe(zohoId);
    expect(creates()).toBe(before);
    expect(server.purchaseOrders).toHaveLength(1);

    // A receipt and an adjustment, each pushed twice with a lost answer, exist once.
    const po = await readZohoPurchaseOrder(client, zohoId);
    const line = (po.line_items as { line_item_id: string; item_id: string }[])[0]!;
    const receive = {
      zohoPurchaseOrderId: zohoId,
      receiveNumber: 'RC-000045',
      date: '2026-11-28',
      lines: [{ zohoLineItemId: line.line_item_id, zohoItemId: line.item_id, quantity: 18 }],
    };
    server.loseNextCreateAnswers = 1;
    const receiveId = await pushZohoPurchaseReceive(testApp.database.db, client, receive);
    expect(await pushZohoPurchaseReceive(testApp.database.db, client, receive)).toBe(receiveId);
    expect(server.purchaseReceives).toHaveLength(1);
    const adjustment = {
      referenceNumber: 'ADJ-000007',
      date: '2026-11-28',
      reason: 'Damaged goods',
      lines: [
        { zohoItemId: line.item_id, zohoWarehouseId: '460000000038080', quantityAdjusted: -2 },
      ],
    };
    server.loseNextCreateAnswers = 1;
    await pushZohoAdjustment(testApp.database.db, client, adjustment);
    await pushZohoAdjustment(testApp.database.db, client, adjustment);
    expect(server.adjustments).toHaveLength(1);
    expect(server.stock[line.item_id]?.['460000000038080']).toBe(-2);
  });

  it('waits out a 429 on a push and never retries a refusal', async () => {
    waits.length = 0;
    server.forced.push({ status: 429, headers: { 'Retry-After': '2' } });
    const order = {
      number: 'PO-000124',
      zohoVendorId: '460000000026049',
      date: '2026-11-27',
      lines: [{ zohoItemId: server.items[1]!.item_id, quantity: 4, rate: 10 }],
    };
    await pushZohoPurchaseOrder(testApp.database.db, client, order);
    expect(waits).toEqual([2000]);
    expect(server.purchaseOrders.filter((po) => po.reference_number === 'PO-000124')).toHaveLength(
      1,
    );
    const posts = server.requests.filter((each) => each.method === 'POST').length;
    await expect(
      pushZohoPurchaseOrder(testApp.database.db, client, {
        ...order,
        number: 'PO-000125',
        lines: [],
      }),
    ).rejects.toThrow(/line_items/);
    expect(server.requests.filter((each) => each.method === 'POST').length).toBe(posts + 1);
  });

  it('shows a conflict once, with the latest figures, until someone settles it', async () => {
    const conflict = {
      kind: 'stock-on-hand',
      reference: 'ZT-001 @ Head Office',
      field: 'on hand',
      ours: '18',
      theirs: '16',
    };
    await recordZohoConflict(testApp.database.db, conflict);
    await recordZohoConflict(testApp.database.db, { ...conflict, theirs: '15' });
    const status = (await call(testApp, 'GET', '/api/zoho/connection/', opsToken))
      .body as ZohoConnection;
    expect(status.conflicts).toEqual([
      expect.objectContaining({ reference: 'ZT-001 @ Head Office', ours: '18', theirs: '15' }),
    ]);
  });

  it('answers a failed test with the reason', async () => {
    server.forced.push({ status: 400, body: { code: 6041, message: 'Invalid organization' } });
    // The items endpoint takes forced answers first.
    const tested = await call(testApp, 'POST', '/api/zoho/connection/test/', opsToken);
    expect(tested.body).toMatchObject({ ok: false });
    expect((tested.body as { message: string }).message).toContain('Invalid organization');
  });
});
