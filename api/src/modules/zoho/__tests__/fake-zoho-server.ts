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

export interface FakeZohoServer {
  url: string;
  items: FakeZohoItem[];
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
 * A local server answering like Zoho's accounts (OAuth refresh-token grant) and Inventory items
 * API: `{code, message, items, page_context: {page, per_page, has_more_page}}`, 401 code 57 for a
 * stale token, and whatever answers a test forces.
 */
export async function startFakeZohoServer(items: FakeZohoItem[]): Promise<FakeZohoServer> {
  let revokedBefore = 0;
  const state: Omit<FakeZohoServer, 'url' | 'close' | 'revokeTokens'> = {
    items,
    pageSize: 3,
    refreshToken: 'refresh-123',
    issuedTokens: [],
    itemRequests: [],
    forced: [],
    gate: null,
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
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
