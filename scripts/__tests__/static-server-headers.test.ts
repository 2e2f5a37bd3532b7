import { tileSourceOf } from '../../shared/build/security-headers';
import {
  rawRequest,
  requestFor,
  startStaticServerProcess,
  type RawResponse,
  type StaticServerProcess,
} from './support/static-server-process';

/** The policy as directive → sources. */
function directivesOf(answer: RawResponse): Record<string, string[]> {
  const policy = answer.headers['content-security-policy'] ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const originOf = (url: string) => new URL(url).origin;

const deployment = {
  API_URL: 'https://api.solar.example',
  CRM_MANIFEST_URL: 'https://crm.solar.example/mf-manifest.json',
  ZOHO_MANIFEST_URL: 'https://zoho.solar.example/v2/mf-manifest.json',
  TEMPLATES_MANIFEST_URL: 'https://templates.solar.example/mf-manifest.json',
  PORTAL_MANIFEST_URL: 'https://portal.solar.example:8443/mf-manifest.json',
  TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
};

describe('static server security headers, without Google sign-in', () => {
  let host: StaticServerProcess;
  let page: RawResponse;
  let config: { apiBaseUrl: string; remotes: Record<string, string> };

  beforeAll(async () => {
    host = await startStaticServerProcess(
      'host',
      { 'index.html': '<div id="root"></div>' },
      deployment,
    );
    page = await rawRequest(host.port, requestFor('/'));
    config = JSON.parse((await rawRequest(host.port, requestFor('/app-config.json'))).body);
  });

  afterAll(() => host.stop());

  it('lets scripts come only from the page itself and the remotes of /app-config.json', () => {
    const scripts = directivesOf(page)['script-src']!;
    expect(scripts.sort()).toEqual(
      ["'self'", ...Object.values(config.remotes).map(originOf)].sort(),
    );
  });

  it('lets the page call only itself, the API and the remotes', () => {
    expect(directivesOf(page)['connect-src']!.sort()).toEqual(
      [
        "'self'",
        originOf(config.apiBaseUrl),
        ...Object.values(config.remotes).map(originOf),
      ].sort(),
    );
  });

  it('loads images from the page, data and blob URLs, the remotes and the map tile servers', () => {
    const images = directivesOf(page)['img-src']!;
    expect(images).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(images).toContain('https://*.tile.openstreetmap.org');
    expect(images).toContain('https://crm.solar.example');
  });

  it('allows inline styles (Emotion, Leaflet) but no inline script, eval, plugin or framing', () => {
    const directives = directivesOf(page);
    expect(directives['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    for (const sources of Object.values(directives)) {
      expect(sources).not.toContain("'unsafe-eval'");
    }
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
    expect(JSON.stringify(directives)).not.toContain('google');
  });

  it('sends the other browser-security headers, and no HSTS over plain HTTP', () => {
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(page.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not believe X-Forwarded-Proto unless told to trust the proxy', async () => {
    const answer = await rawRequest(
      host.port,
      requestFor('/', 'GET', 'X-Forwarded-Proto: https\r\n'),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on every answer: a missing file, a bad path, a refused method', async () => {
    const answers = await Promise.all([
      rawRequest(host.port, requestFor('/missing.js')),
      rawRequest(host.port, requestFor('/%zz')),
      rawRequest(host.port, requestFor('/', 'POST')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 405]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        page.headers['content-security-policy'],
      );
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('static server security headers, with Google sign-in behind a TLS proxy', () => {
  let portal: StaticServerProcess;

  beforeAll(async () => {
    portal = await startStaticServerProcess(
      'portal',
      { 'index.html': '<div id="root"></div>', 'remoteEntry.js': 'var portal;' },
      {
        GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
        STATIC_TRUST_PROXY: 'on',
        STATIC_CORS_ORIGINS: 'https://app.solar.example',
      },
    );
  });

  afterAll(() => portal.stop());

  it("allows Google's sign-in script, styles, frame and calls", async () => {
    const directives = directivesOf(await rawRequest(portal.port, requestFor('/')));
    expect(directives['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(directives['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(directives['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(directives['connect-src']).toContain('https://accounts.google.com/gsi/');
    expect(directives['img-src']).not.toContain('https://*.tile.openstreetmap.org');
  });

  it('sends HSTS when the trusted proxy says the browser came over https, only then', async () => {
    const overTls = await rawRequest(
      portal.port,
      requestFor('/', 'GET', 'X-Forwarded-Proto: https\r\n'),
    );
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await rawRequest(
      portal.port,
      requestFor('/', 'GET', 'X-Forwarded-Proto: http\r\n'),
    );
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it("still serves the remote entry to the host's origin with CORS and the headers", async () => {
    const entry = await rawRequest(
      portal.port,
      requestFor('/remoteEntry.js', 'GET', 'Origin: https://app.solar.example\r\n'),
    );
    expect(entry.status).toBe(200);
    expect(entry.body).toBe('var portal;');
    expect(entry.headers['access-control-allow-origin']).toBe('https://app.solar.example');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the map tile source of TILE_URL', () => {
  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.com:8080/{z}/{x}/{y}.png?key=1', 'https://tiles.example.com:8080'],
    ['HTTP://Tiles.Example.com/{z}/{x}/{y}.png', 'http://Tiles.Example.com'],
    ['//{s}.tiles.example.com/{z}/{x}/{y}.png', '*.tiles.example.com'],
    // Served by the page's own origin, which 'self' already allows.
    ['/tiles/{z}/{x}/{y}.png', null],
  ])('%s → %s', (template, source) => {
    expect(tileSourceOf(template)).toBe(source);
  });

  it.each([
    'ftp://tiles.example.com/{z}/{x}/{y}.png',
    'https://tiles.{s}.example.com/{z}/{x}/{y}.png',
    "https://tiles.example.com';script-src *;/{z}/{x}/{y}.png",
    'javascript:alert(1)//{z}',
  ])('refuses %s, which no CSP source can express safely', (template) => {
    expect(() => tileSourceOf(template)).toThrow(/TILE_URL/);
  });
});
