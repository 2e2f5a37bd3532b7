import { z } from 'zod';
import { messages } from '@solar/shared/domain';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type AnyRouteDeclaration, defineRoute } from '../route-declaration';
import { routeTable } from '../route-table';

const probeRoutes: AnyRouteDeclaration[] = [
  defineRoute({
    method: 'GET',
    url: '/api/test-probe/crash/',
    access: 'public',
    tag: 'test',
    summary: 'Probe: an unexpected failure',
    schemas: { response: z.object({ ok: z.boolean() }) },
    async handler() {
      throw new Error('secret internal detail: password=hunter2');
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/test-probe/duplicate-user/',
    access: 'public',
    tag: 'test',
    summary: 'Probe: a unique violation',
    schemas: { response: z.object({ ok: z.boolean() }) },
    async handler(_input, { deps }) {
      await deps.database.db
        .insert(users)
        .values({ email: 'admin@example.com', username: 'admin-again' });
      return { ok: true };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/test-probe/query/',
    access: 'public',
    tag: 'test',
    summary: 'Probe: strict query',
    schemas: {
      querystring: z.strictObject({ page: z.coerce.number().int().min(1) }),
      response: z.object({ page: z.number() }),
    },
    async handler({ query }) {
      return { page: query.page };
    },
  }),
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    build: { routes: [...routeTable, ...probeRoutes], bodyLimit: 4096 },
  });
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it('validation errors answer 400 with a message and each field problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev/id-token/',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      message: string;
      errors: Array<{ path: string; message: string }>;
    }>();
    expect(body.message).toBe(messages.apiInvalidRequest);
    expect(body.errors).toEqual([{ path: 'body.email', message: expect.any(String) }]);
  });

  it('rejects unknown JSON fields instead of keeping them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev/id-token/',
      payload: { email: 'admin@example.com', is_superuser: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Array<{ message: string }> }>().errors[0]!.message).toContain(
      'is_superuser',
    );
  });

  it('validates query strings strictly too', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/test-probe/query/?page=2' });
    expect(ok.json()).toEqual({ page: 2 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/test-probe/query/?page=0&x=1' });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ errors: Array<{ path: string }> }>().errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['querystring.page', 'querystring']));
  });

  it('refuses bodies over the limit with 413 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/',
      payload: { access_token: 'x'.repeat(10_000), token_type: 'id_token' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.apiBodyTooLarge });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/',
      headers: { 'content-type': 'application/json' },
      payload: '{"access_token":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiInvalidJson });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: messages.apiInvalidJson });
  });

  it("answers Fastify's own refusals in the app's format, never Fastify's error body", async () => {
    const expectations = [
      [{ method: 'GET', url: '/api/%zz' }, 400, messages.apiInvalidUrl],
      [{ method: 'GET', url: '/api/crm/dealdetails/%E0%A4%A/' }, 400, messages.apiInvalidUrl],
      [
        { method: 'GET', url: `/api/crm/dealdetails/${'9'.repeat(200)}/` },
        414,
        messages.apiInvalidUrl,
      ],
      [
        {
          method: 'POST',
          url: '/api/auth/google/',
          headers: { 'content-type': 'application/xml' },
          payload: '<token/>',
        },
        415,
        messages.apiUnsupportedMediaType,
      ],
    ] as const;
    for (const [request, status, message] of expectations) {
      const response = await t.app.inject(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({
        url: request.url,
        status,
      });
      expect(response.json()).toEqual({ message });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.apiNotFound });
  });

  it('answers a unique violation with 409', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test-probe/duplicate-user/' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.apiConflict });
  });

  it('answers unexpected failures with 500 and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-probe/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.serverError });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('CORS', () => {
  it('allows listed origins with credentials, never *', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/menu/',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);

    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    // A page on another origin reads a download's name (template, deal, proposal version).
    expect(String(simple.headers['access-control-expose-headers'])).toMatch(/content-disposition/i);
  });

  it('gives other origins no CORS grant', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { origin: 'http://evil.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('documents and headers', () => {
  it('the OpenAPI document lists every route of the table with its method', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const route of routeTable) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()]).toBeDefined();
    }
    const signIn = document.paths['/api/auth/google/']!.post as {
      requestBody: unknown;
      responses: Record<string, unknown>;
    };
    expect(signIn.requestBody).toBeDefined();
    expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '400', '403']));
    expect(document.paths['/api/openapi.json']).toBeUndefined();
  });

  it('serves the browsable docs page with its own content policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sets security headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
