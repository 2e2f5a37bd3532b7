import type { SourceItem, SourcePage } from './item-source';
import type { ZohoConfig } from './zoho-config';

/** A Zoho call that failed for good (after refreshes and retries); its message is for the sync log. */
export class ZohoApiError extends Error {
  override name = 'ZohoApiError';
}

/** One call the adapter made, as the Zoho API page lists it: never a query, header or body. */
export interface ZohoCallRecord {
  method: string;
  path: string;
  /** Null when no answer came (unreachable, timed out). */
  status: number | null;
  durationMs: number;
  error: string;
}

/**
 * Where the adapter reports its calls and its token's health (the database in the API; nothing
 * in unit tests). It never receives a token, a secret or a request body.
 */
export interface ZohoCallRecorder {
  call(record: ZohoCallRecord): Promise<void>;
  tokenRefreshed(expiresAt: Date): Promise<void>;
  tokenRefused(reason: string): Promise<void>;
}

export interface ZohoClientOptions {
  config: ZohoConfig;
  recorder?: ZohoCallRecorder;
  fetch?: typeof fetch;
  /** Waits between retries; tests pass a recorder instead of really waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Retries of one request after a 429 or a 5xx. */
  maxRetries?: number;
  /** The longest single wait; a Retry-After above it fails the sync instead of stalling it. */
  maxRetryDelayMs?: number;
  /** Zoho allows up to 200 items per page. */
  perPage?: number;
  requestTimeoutMs?: number;
}

/** One item of Zoho Inventory's `GET /inventory/v1/items` answer (the fields we keep). */
interface ZohoItem {
  item_id?: string | number;
  name?: string;
  sku?: string;
  unit?: string;
  rate?: number | string;
  status?: string;
}

interface ZohoItemsPage {
  code?: number;
  message?: string;
  items?: ZohoItem[];
  page_context?: { page?: number; has_more_page?: boolean };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Refresh this long before Zoho's stated expiry, so a token never expires mid-request. */
const expiryMarginMs = 60_000;
/** A guard against a server that always answers `has_more_page: true`. */
const maxPages = 5_000;

/**
 * Zoho Inventory's items API with the OAuth refresh-token flow: an access token is fetched on
 * first use and again shortly before it expires or when a call answers 401; 429 and 5xx answers
 * are retried with exponential backoff that honours Retry-After, within a bound.
 */
export class ZohoInventoryClient {
  private readonly config: ZohoConfig;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly maxRetries: number;
  private readonly maxRetryDelayMs: number;
  private readonly perPage: number;
  private readonly requestTimeoutMs: number;
  private readonly recorder: ZohoCallRecorder | null;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(options: ZohoClientOptions) {
    this.config = options.config;
    this.recorder = options.recorder ?? null;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
    this.maxRetries = options.maxRetries ?? 4;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.perPage = options.perPage ?? 200;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  }

  /** Every item of the organisation, page by page, mapped to our columns. */
  async *itemPages(): AsyncGenerator<SourcePage> {
    for (let page = 1; page <= maxPages; page += 1) {
      const body = (await this.get('/inventory/v1/items', {
        page: String(page),
        per_page: String(this.perPage),
      })) as ZohoItemsPage;
      yield mapItems(body.items ?? []);
      if (!body.page_context?.has_more_page) return;
    }
    throw new ZohoApiError(`Zoho Inventory reported more than ${maxPages} pages of items`);
  }

  /** A GET on the Inventory API: token, organisation, refresh on 401, retries on 429 and 5xx. */
  async get(path: string, params: Record<string, string>): Promise<unknown> {
    return this.call('GET', path, params);
  }

  /**
   * A POST on the Inventory API with a JSON body. Only a 429 is retried here (Zoho did not take
   * the request); after a 5xx or no answer the record may exist, so the caller looks for it by
   * its reference before trying again (`pushIdempotently`).
   */
  async post(path: string, params: Record<string, string>, body: unknown): Promise<unknown> {
    return this.call('POST', path, params, body);
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${this.config.apiBaseUrl}${path}`);
    url.searchParams.set('organization_id', this.config.organizationId);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    let refreshedForThisCall = false;
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      const response = await this.send(url, {
        method,
        headers: {
          Authorization: `Zoho-oauthtoken ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 401 && !refreshedForThisCall) {
        // Revoked or expired early: one fresh token, then the same call again.
        refreshedForThisCall = true;
        this.token = null;
        await response.body?.cancel();
        attempt -= 1;
        continue;
      }
      if (response.status === 429 || (response.status >= 500 && method === 'GET')) {
        await response.body?.cancel();
        if (attempt >= this.maxRetries) {
          throw new ZohoApiError(
            `Zoho Inventory answered ${response.status} ${attempt + 1} times for ${path}; giving up`,
          );
        }
        await this.sleep(this.retryDelay(response, attempt));
        continue;
      }
      const answer = await readJson(response);
      if (!response.ok || (typeof answer.code === 'number' && answer.code !== 0)) {
        throw new ZohoApiError(
          `Zoho Inventory refused ${path} (HTTP ${response.status}${
            typeof answer.code === 'number' ? `, code ${answer.code}` : ''
          }): ${typeof answer.message === 'string' ? answer.message : 'no message'}`,
          { cause: { status: response.status } },
        );
      }
      return answer;
    }
  }

  private retryDelay(response: Response, attempt: number): number {
    const header = response.headers.get('Retry-After');
    if (header !== null) {
      const seconds = Number(header);
      const ms = Number.isFinite(seconds)
        ? seconds * 1000
        : Math.max(0, Date.parse(header) - this.now());
      if (Number.isNaN(ms)) return this.backoff(attempt);
      if (ms > this.maxRetryDelayMs) {
        throw new ZohoApiError(
          `Zoho Inventory's rate limit asks to wait ${Math.ceil(ms / 1000)} s; try again later`,
        );
      }
      return ms;
    }
    return this.backoff(attempt);
  }

  private backoff(attempt: number): number {
    return Math.min(this.maxRetryDelayMs, 1000 * 2 ** attempt);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - expiryMarginMs > this.now()) return this.token.value;
    const url = new URL(`${this.config.accountsUrl}/oauth/v2/token`);
    const form = new URLSearchParams({
      refresh_token: this.config.refreshToken,
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      grant_type: 'refresh_token',
    });
    const response = await this.send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const body = await readJson(response);
    // Zoho answers refused refresh tokens with 200 and `{"error": "invalid_code"}`.
    if (!response.ok || typeof body.access_token !== 'string') {
      const reason = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
      const message = `Zoho OAuth refused the refresh token: ${reason}`;
      await this.recorder?.tokenRefused(message);
      throw new ZohoApiError(message);
    }
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAt: this.now() + expiresIn * 1000 };
    await this.recorder?.tokenRefreshed(new Date(this.token.expiresAt));
    return this.token.value;
  }

  private async send(url: URL, init: RequestInit): Promise<Response> {
    const started = performance.now();
    // Only the method and path are recorded: the query carries the organisation, the bodies and
    // headers carry tokens and secrets.
    const record = (status: number | null, error: string) =>
      this.recorder?.call({
        method: init.method ?? 'GET',
        path: url.pathname,
        status,
        durationMs: Math.round(performance.now() - started),
        error,
      });
    try {
      const response = await this.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(this.requestTimeoutMs),
      });
      await record(response.status, '');
      return response;
    } catch (error) {
      // The network library's own text ("fetch failed", socket codes) stays in `cause`, for the
      // server log; the sync page says what happened in words.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const message = timedOut
        ? `Zoho did not answer within ${Math.round(this.requestTimeoutMs / 1000)} s at ${url.origin}`
        : `Zoho could not be reached at ${url.origin}`;
      await record(null, message);
      throw new ZohoApiError(message, { cause: error });
    }
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Zoho items to ours; an item without an id or SKU cannot be keyed or shown, so it is reported. */
export function mapItems(zohoItems: readonly ZohoItem[]): SourcePage {
  const items: SourceItem[] = [];
  const errors: string[] = [];
  for (const item of zohoItems) {
    const id = item.item_id === undefined ? '' : String(item.item_id).trim();
    const sku = item.sku?.trim() ?? '';
    const name = item.name?.trim() ?? '';
    if (!id || !sku) {
      errors.push(`Skipped Zoho item ${id || '(no id)'} "${name}": it has no ${id ? 'SKU' : 'id'}`);
      continue;
    }
    const rate = Number(item.rate ?? 0);
    items.push({
      zohoItemId: id,
      itemno: sku,
      itemdes: name || sku,
      unit: item.unit?.trim() ?? '',
      rate: (Number.isFinite(rate) ? rate : 0).toFixed(2),
      status: item.status === 'inactive' ? 'inactive' : 'active',
    });
  }
  return { items, errors };
}
