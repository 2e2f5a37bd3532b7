import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An item as Zoho Inventory's `GET /inventory/v1/items` lists it (the fields we read and more). */
export interface FakeZohoItem {
  item_id: string;
  name: string;
  sku: string;
  unit: string;
  rate: number;
  status: 'active' | 'inactive';
}

/** A warehouse as `GET /inventory/v1/settings/warehouses` lists it. */
export interface FakeZohoWarehouse {
  warehouse_id: string;
  warehouse_name: string;
  status: 'active' | 'inactive';
  is_primary: boolean;
}

/** What the server keeps of a created purchase order, receive or adjustment (Zoho's shapes). */
type FakeRecord = Record<string, unknown>;

export interface FakeZohoServer {
  url: string;
  items: FakeZohoItem[];
  warehouses: FakeZohoWarehouse[];
  /** Stock on hand by item id, then warehouse id. */
  stock: Record<string, Record<string, number>>;
  purchaseOrders: FakeRecord[];
  purchaseReceives: FakeRecord[];
  adjustments: FakeRecord[];
  /**
   * How many of the next creating POSTs store the record and then answer 500 anyway (the answer
   * lost on the way back), as a retried push meets it.
   */
  loseNextCreateAnswers: number;
  /** Every request's method, path and query, in order. */
  requests: { method: string; path: string; query: string; authorization: string | null }[];
  /** Items per page, whatever `per_page` asks (so small catalogues still page). */
  pageSize: number;
  refreshToken: string;
  /** Tokens issued so far; the last one is the valid one. */
  issuedTokens: string[];
  /** Requests to the items endpoint, with the page asked for. */
  itemRequests: { page: number; token: string | null; organizationId: string | null }[];
  /** Queue of answers to force on the next items requests (e.g. 429 with Retry-After). */
  forced: { status: number; headers?: Record<string, string>; body?: unknown }[];
  /** While set, items requests wait for it (to observe a running sync). */
  gate: Promise<void> | null;
  revokeTokens(): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/**
 * A local server answering like Zoho's accounts (OAuth refresh-token grant) and Inventory API
 * (items, warehouses, an item's stock per warehouse, purchase orders, purchase receives and
 * inventory adjustments). The items list answers `{code, message, items, page_context: {page, per_page, has_more_page}}`, 401 code 57 for a
 * stale token, and whatever answers a test forces.
 */
export async function startFakeZohoServer(items: FakeZohoItem[]): Promise<FakeZohoServer> {
  let revokedBefore = 0;
  const state: Omit<FakeZohoServer, 'url' | 'close' | 'revokeTokens'> = {
    items,
    warehouses: [
      {
        warehouse_id: '460000000038080',
        warehouse_name: 'Head Office',
        status: 'active',
        is_primary: true,
      },
      {
        warehouse_id: '460000000038090',
        warehouse_name: 'Moncton yard',
        status: 'active',
        is_primary: false,
      },
    ],
    stock: {},
    purchaseOrders: [],
    purchaseReceives: [],
    adjustments: [],
    loseNextCreateAnswers: 0,
    requests: [],
    pageSize: 3,
    refreshToken: 'refresh-123',
    issuedTokens: [],
    itemRequests: [],
    forced: [],
    gate: null,
  };
  let nextId = 4_815_000_000_100_000;
  const newId = () => String((nextId += 1));
  /** The token check every Inventory endpoint makes: 401 code 57 for a stale or missing one. */
  const authorised = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const header = request.headers.authorization ?? null;
    const token = header?.startsWith('Zoho-oauthtoken ') ? header.slice(16) : null;
    const tokenIndex = token ? state.issuedTokens.indexOf(token) : -1;
    if (tokenIndex < revokedBefore) {
      send(response, 401, {
        code: 57,
        message: 'You are not authorized to perform this operation',
      });
      return false;
    }
    if (url.searchParams.get('organization_id') !== 'org-42') {
      send(response, 400, { code: 6041, message: 'Invalid organization' });
      return false;
    }
    return true;
  };
  /** Answers a created record, or loses the answer after storing it when a test asks. */
  const created = (response: ServerResponse, key: string, record: FakeRecord, message: string) => {
    if (state.loseNextCreateAnswers > 0) {
      state.loseNextCreateAnswers -= 1;
      send(response, 500, { code: 9999, message: 'Internal error' });
      return;
    }
    send(response, 201, { code: 0, message, [key]: record });
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    state.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      authorization: request.headers.authorization ?? null,
    });
    if (url.pathname.startsWith('/inventory/v1/') && url.pathname !== '/inventory/v1/items') {
      if (!authorised(request, response, url)) return;
      const answered = await answerInventory(request, response, url);
      if (answered) return;
    }
    if (request.method === 'POST' && url.pathname === '/oauth/v2/token') {
      const form = new URLSearchParams(await readBody(request));
      if (
        form.get('grant_type') !== 'refresh_token' ||
        form.get('refresh_token') !== state.refreshToken ||
        form.get('client_id') !== 'client-1' ||
        form.get('client_secret') !== 'secret-1'
      ) {
        // Zoho answers a refused grant with 200 and an error field.
        send(response, 200, { error: 'invalid_code' });
        return;
      }
      const token = `token-${state.issuedTokens.length + 1}`;
      state.issuedTokens.push(token);
      send(response, 200, {
        access_token: token,
        api_domain: 'https://www.zohoapis.com',
        token_type: 'Bearer',
        expires_in: 3600,
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/inventory/v1/items') {
      const header = request.headers.authorization ?? null;
      const token = header?.startsWith('Zoho-oauthtoken ') ? header.slice(16) : null;
      const page = Number(url.searchParams.get('page') ?? '1');
      state.itemRequests.push({
        page,
        token,
        organizationId: url.searchParams.get('organization_id'),
      });
      if (state.gate) await state.gate;
      const forced = state.forced.shift();
      if (forced) {
        send(
          response,
          forced.status,
          forced.body ?? { code: 1, message: 'forced' },
          forced.headers,
        );
        return;
      }
      const tokenIndex = token ? state.issuedTokens.indexOf(token) : -1;
      if (tokenIndex < revokedBefore) {
        send(response, 401, {
          code: 57,
          message: 'You are not authorized to perform this operation',
        });
        return;
      }
      if (url.searchParams.get('organization_id') !== 'org-42') {
        send(response, 400, { code: 6041, message: 'Invalid organization' });
        return;
      }
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? '200'), state.pageSize);
      const slice = state.items.slice((page - 1) * perPage, page * perPage);
      send(response, 200, {
        code: 0,
        message: 'success',
        items: slice,
        page_context: {
          page,
          per_page: perPage,
          has_more_page: page * perPage < state.items.length,
          report_name: 'Items',
          sort_column: 'name',
          sort_order: 'A',
        },
      });
      return;
    }
    send(response, 404, { code: 5, message: 'Invalid URL Passed' });
  });

  /** The warehouse, stock, purchase order, receive and adjustment endpoints, as Zoho documents them. */
  async function answerInventory(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const path = url.pathname.slice('/inventory/v1'.length);
    const method = request.method;
    const forced = state.forced.shift();
    if (forced) {
      send(response, forced.status, forced.body ?? { code: 1, message: 'forced' }, forced.headers);
      return true;
    }
    if (method === 'GET' && path === '/settings/warehouses') {
      send(response, 200, { code: 0, message: 'success', warehouses: state.warehouses });
      return true;
    }
    const itemMatch = /^\/items\/([^/]+)$/.exec(path);
    if (method === 'GET' && itemMatch) {
      const item = state.items.find((each) => each.item_id === itemMatch[1]);
      if (!item) {
        send(response, 404, { code: 1002, message: 'Item does not exist.' });
        return true;
      }
      const byWarehouse = state.stock[item.item_id] ?? {};
      const warehouses = state.warehouses.map((warehouse) => ({
        warehouse_id: warehouse.warehouse_id,
        warehouse_name: warehouse.warehouse_name,
        is_primary: warehouse.is_primary,
        warehouse_stock_on_hand: byWarehouse[warehouse.warehouse_id] ?? 0,
        warehouse_available_stock: byWarehouse[warehouse.warehouse_id] ?? 0,
      }));
      const total = warehouses.reduce((sum, each) => sum + each.warehouse_stock_on_hand, 0);
      send(response, 200, {
        code: 0,
        message: 'success',
        item: { ...item, stock_on_hand: total, available_stock: total, warehouses },
      });
      return true;
    }
    if (path === '/purchaseorders' && method === 'GET') {
      const reference = url.searchParams.get('reference_number');
      const number = url.searchParams.get('purchaseorder_number');
      const found = state.purchaseOrders.filter(
        (po) =>
          (reference === null || po.reference_number === reference) &&
          (number === null || po.purchaseorder_number === number),
      );
      send(response, 200, {
        code: 0,
        message: 'success',
        purchaseorders: found.map(
          ({ line_items: _lines, purchasereceives: _receives, ...po }) => po,
        ),
        page_context: { page: 1, per_page: 200, has_more_page: false },
      });
      return true;
    }
    if (path === '/purchaseorders' && method === 'POST') {
      const body = JSON.parse(await readBody(request)) as FakeRecord;
      const lines = (body.line_items as FakeRecord[] | undefined) ?? [];
      if (!body.vendor_id || lines.length === 0) {
        send(response, 400, {
          code: 4,
          message: 'Invalid value passed for vendor_id or line_items',
        });
        return true;
      }
      const number =
        url.searchParams.get('ignore_auto_number_generation') === 'true'
          ? String(body.purchaseorder_number)
          : `PO-${String(state.purchaseOrders.length + 1).padStart(5, '0')}`;
      if (state.purchaseOrders.some((po) => po.purchaseorder_number === number)) {
        send(response, 400, { code: 2102, message: 'Purchase order number already exists.' });
        return true;
      }
      const po: FakeRecord = {
        ...body,
        purchaseorder_id: newId(),
        purchaseorder_number: number,
        status: 'open',
        line_items: lines.map((line) => ({ ...line, line_item_id: newId() })),
        purchasereceives: [],
      };
      state.purchaseOrders.push(po);
      created(response, 'purchaseorder', po, 'Purchase Order has been created.');
      return true;
    }
    const poMatch = /^\/purchaseorders\/([^/]+)$/.exec(path);
    if (method === 'GET' && poMatch) {
      const po = state.purchaseOrders.find((each) => each.purchaseorder_id === poMatch[1]);
      if (po) send(response, 200, { code: 0, message: 'success', purchaseorder: po });
      else send(response, 404, { code: 1002, message: 'Purchase order does not exist.' });
      return true;
    }
    if (path === '/purchasereceives' && method === 'POST') {
      const po = state.purchaseOrders.find(
        (each) => each.purchaseorder_id === url.searchParams.get('purchaseorder_id'),
      );
      if (!po) {
        send(response, 400, { code: 1002, message: 'Purchase order does not exist.' });
        return true;
      }
      const body = JSON.parse(await readBody(request)) as FakeRecord;
      const receive: FakeRecord = {
        ...body,
        receive_id: newId(),
        purchaseorder_id: po.purchaseorder_id,
      };
      state.purchaseReceives.push(receive);
      (po.purchasereceives as FakeRecord[]).push({
        receive_id: receive.receive_id,
        receive_number: body.receive_number,
      });
      created(response, 'purchasereceive', receive, 'Purchase Receive created successfully.');
      return true;
    }
    if (path === '/inventoryadjustments' && method === 'GET') {
      const reference = url.searchParams.get('reference_number');
      send(response, 200, {
        code: 0,
        message: 'success',
        inventory_adjustments: state.adjustments.filter(
          (each) => reference === null || each.reference_number === reference,
        ),
        page_context: { page: 1, per_page: 200, has_more_page: false },
      });
      return true;
    }
    if (path === '/inventoryadjustments' && method === 'POST') {
      const body = JSON.parse(await readBody(request)) as FakeRecord;
      const adjustment: FakeRecord = { ...body, inventory_adjustment_id: newId() };
      state.adjustments.push(adjustment);
      for (const line of (body.line_items as FakeRecord[] | undefined) ?? []) {
        const itemId = String(line.item_id);
        const warehouseId = String(line.warehouse_id ?? state.warehouses[0]!.warehouse_id);
        const byWarehouse = (state.stock[itemId] ??= {});
        byWarehouse[warehouseId] = (byWarehouse[warehouseId] ?? 0) + Number(line.quantity_adjusted);
      }
      created(response, 'inventory_adjustment', adjustment, 'Inventory Adjustment has been added.');
      return true;
    }
    return false;
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    revokeTokens: () => {
      revokedBefore = state.issuedTokens.length;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  });
}

export function fakeItems(count: number): FakeZohoItem[] {
  return Array.from({ length: count }, (_, index) => ({
    item_id: String(4_815_000_000_000_000 + index),
    name: `Zoho test part ${index + 1}`,
    sku: `ZT-${String(index + 1).padStart(3, '0')}`,
    unit: 'pcs',
    rate: 10 + index,
    status: 'active',
  }));
}
