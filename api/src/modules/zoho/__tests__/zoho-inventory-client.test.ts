import type { ZohoConfig } from '../zoho-config';
import { mapItems, ZohoApiError, ZohoInventoryClient } from '../zoho-inventory-client';
import { fakeItems, startFakeZohoServer, type FakeZohoServer } from './fake-zoho-server';

let server: FakeZohoServer;

beforeEach(async () => {
  server = await startFakeZohoServer(fakeItems(7));
});
afterEach(async () => {
  await server.close();
});

function configFor(overrides: Partial<ZohoConfig> = {}): ZohoConfig {
  return {
    clientId: 'client-1',
    clientSecret: 'secret-1',
    refreshToken: 'refresh-123',
    organizationId: 'org-42',
    region: 'com',
    accountsUrl: server.url,
    apiBaseUrl: server.url,
    ...overrides,
  };
}

async function allPages(client: ZohoInventoryClient) {
  const pages = [];
  for await (const page of client.itemPages()) pages.push(page);
  return pages;
}

describe('ZohoInventoryClient', () => {
  it('pages through every item with one access token and the organisation id', async () => {
    const pages = await allPages(new ZohoInventoryClient({ config: configFor() }));
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((page) => page.items.map((item) => item.itemno))).toEqual(
      fakeItems(7).map((item) => item.sku),
    );
    expect(pages[0]!.items[0]).toEqual({
      zohoItemId: '4815000000000000',
      itemno: 'ZT-001',
      itemdes: 'Zoho test part 1',
      unit: 'pcs',
      rate: '10.00',
      status: 'active',
    });
    expect(server.issuedTokens).toEqual(['token-1']);
    expect(server.itemRequests).toEqual([
      { page: 1, token: 'token-1', organizationId: 'org-42' },
      { page: 2, token: 'token-1', organizationId: 'org-42' },
      { page: 3, token: 'token-1', organizationId: 'org-42' },
    ]);
  });

  it('refreshes the access token when a call answers 401, then repeats the call', async () => {
    const client = new ZohoInventoryClient({ config: configFor() });
    const pages = client.itemPages();
    await pages.next();
    server.revokeTokens();
    const second = await pages.next();
    expect(second.value?.items).toHaveLength(3);
    expect(server.issuedTokens).toEqual(['token-1', 'token-2']);
    expect(server.itemRequests.map((request) => [request.page, request.token])).toEqual([
      [1, 'token-1'],
      [2, 'token-1'],
      [2, 'token-2'],
    ]);
  });

  it('refreshes before the token expires', async () => {
    let now = 1_000_000;
    const client = new ZohoInventoryClient({ config: configFor(), now: () => now });
    await client.get('/inventory/v1/items', { page: '1' });
    now += 3_590_000; // within a minute of the hour Zoho granted
    await client.get('/inventory/v1/items', { page: '1' });
    expect(server.issuedTokens).toEqual(['token-1', 'token-2']);
  });

  it('waits as Retry-After says after a 429 and retries', async () => {
    const waits: number[] = [];
    server.forced.push({
      status: 429,
      headers: { 'Retry-After': '2' },
      body: { code: 44, message: 'Rate limit exceeded' },
    });
    const client = new ZohoInventoryClient({
      config: configFor(),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const pages = await allPages(client);
    expect(pages).toHaveLength(3);
    expect(waits).toEqual([2000]);
    expect(server.itemRequests.map((request) => request.page)).toEqual([1, 1, 2, 3]);
  });

  it('backs off exponentially on 5xx and gives up after the bound', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) server.forced.push({ status: 503 });
    const client = new ZohoInventoryClient({
      config: configFor(),
      maxRetries: 3,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await expect(client.get('/inventory/v1/items', {})).rejects.toThrow(/answered 503 4 times/);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('fails rather than stalls when Retry-After is beyond the bound', async () => {
    server.forced.push({ status: 429, headers: { 'Retry-After': '3600' } });
    const client = new ZohoInventoryClient({ config: configFor(), maxRetryDelayMs: 10_000 });
    await expect(client.get('/inventory/v1/items', {})).rejects.toThrow(/wait 3600 s/);
  });

  it('reports a refused refresh token and Zoho error answers', async () => {
    const refused = new ZohoInventoryClient({ config: configFor({ refreshToken: 'wrong' }) });
    await expect(refused.get('/inventory/v1/items', {})).rejects.toThrow(
      new ZohoApiError('Zoho OAuth refused the refresh token: invalid_code'),
    );
    const wrongOrg = new ZohoInventoryClient({ config: configFor({ organizationId: 'nope' }) });
    await expect(wrongOrg.get('/inventory/v1/items', {})).rejects.toThrow(
      /HTTP 400, code 6041\): Invalid organization/,
    );
    const unreachable = new ZohoInventoryClient({
      config: configFor({ accountsUrl: 'http://127.0.0.1:9' }),
    });
    await expect(unreachable.get('/inventory/v1/items', {})).rejects.toThrow(
      /could not be reached/,
    );
  });
});

describe('mapItems', () => {
  it('skips items without an id or SKU and reports them', () => {
    const page = mapItems([
      { item_id: 1, name: 'Kept', sku: ' K-1 ', rate: '12.5', status: 'inactive' },
      { item_id: 2, name: 'No SKU', sku: '' },
      { name: 'No id', sku: 'X' },
    ]);
    expect(page.items).toEqual([
      {
        zohoItemId: '1',
        itemno: 'K-1',
        itemdes: 'Kept',
        unit: '',
        rate: '12.50',
        status: 'inactive',
      },
    ]);
    expect(page.errors).toEqual([
      'Skipped Zoho item 2 "No SKU": it has no SKU',
      'Skipped Zoho item (no id) "No id": it has no id',
    ]);
  });
});
