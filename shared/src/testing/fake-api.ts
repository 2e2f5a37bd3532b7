/** A fake backend for tests: `fetch` answers from a table of `METHOD /path/` handlers. */
interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeHandler =
  | FakeResponse
  | ((request: {
      body: unknown;
      headers: Headers;
      url: URL;
    }) => FakeResponse | Promise<FakeResponse>)
  | 'network-error';

export interface FakeApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeApi {
  calls: FakeApiCall[];
  /** Replaces or adds handlers. */
  set(handlers: Record<string, FakeHandler>): void;
  restore(): void;
}

export function installFakeApi(initial: Record<string, FakeHandler> = {}): FakeApi {
  const handlers: Record<string, FakeHandler> = { ...initial };
  const calls: FakeApiCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    // An uploaded file (a CSV, a workbook, a document) is kept as its text; every other body is
    // JSON.
    const isJson = !/^(text\/|application\/octet-stream|application\/vnd\.openxmlformats)/.test(
      request.headers.get('Content-Type') ?? '',
    );
    const body: unknown = text ? (isJson ? JSON.parse(text) : text) : undefined;
    const key = `${request.method} ${url.pathname}`;
    calls.push({
      method: request.method,
      path: url.pathname,
      body,
      authorization: request.headers.get('Authorization'),
    });
    const handler = handlers[key];
    if (handler === undefined) {
      return new Response(JSON.stringify({ message: `No fake for ${key}` }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (handler === 'network-error') throw new TypeError('Failed to fetch');
    const answer =
      typeof handler === 'function'
        ? await handler({ body, headers: request.headers, url })
        : handler;
    const status = answer.status ?? 200;
    return new Response(
      answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  };
  return {
    calls,
    set: (more) => Object.assign(handlers, more),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
