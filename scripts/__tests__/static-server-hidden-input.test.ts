import fc from 'fast-check';
import { requestPathOf } from '../request-path';
import {
  outsideSecret,
  rawRequest,
  requestFor,
  startStaticServerProcess,
  type StaticServerProcess,
} from './support/static-server-process';

const files = {
  'index.html': '<!doctype html><title>Solar Workplace</title><div id="root"></div>',
  'main.0123456789.js': 'console.log("main");',
  'assets/logo.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'mf-manifest.json': '{"name":"host"}',
};
const servedBodies = new Set<string>(Object.values(files));

let server: StaticServerProcess;

beforeAll(async () => {
  server = await startStaticServerProcess('host', files);
});

afterAll(() => server.stop());

async function expectStillServing(): Promise<void> {
  const page = await rawRequest(server.port, requestFor('/'));
  expect({ status: page.status, body: page.body, exited: server.hasExited() }).toEqual({
    status: 200,
    body: files['index.html'],
    exited: false,
  });
}

/** Nothing from outside the build folder, and a 200 is always one of the served files. */
function expectNothingOutsideTheBuild(
  answer: { status: number; body: string },
  method = 'GET',
): void {
  expect(answer.body).not.toContain(outsideSecret);
  if (answer.status === 200 && method === 'GET') expect(servedBodies.has(answer.body)).toBe(true);
  if (method === 'HEAD') expect(answer.body).toBe('');
}

describe('static server, hidden input', () => {
  it.each([
    ['/../secret.txt', 400],
    ['/assets/../../secret.txt', 400],
    ['/%2e%2e/secret.txt', 400],
    ['/%2e%2e%2fsecret.txt', 400],
    ['/%2E%2E%2F%2E%2E%2Fsecret', 400],
    ['/..%2fsecret', 400],
    ['/.%2e/secret.txt', 400],
    ['/..\\secret.txt', 400],
    ['/%5c..%5csecret.txt', 400],
    ['/assets%5c..%5c..%5csecret', 400],
    ['/main.0123456789.js%00.html', 400],
    ['/%00', 400],
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/%zz', 400],
    ['/%C0%AE%C0%AE/secret.txt', 400],
    ['http://127.0.0.1/secret.txt', 400],
    ['*', 400],
    ['/secret.txt', 404],
    ['/missing.0123456789.js', 404],
    ['/assets%2flogo.0123456789.svg', 200],
    ['/main.0123456789.js?v=%E0%A4%A', 200],
    ['/workplace/crm/leads', 200],
  ])('GET %s answers %i and nothing from outside the build', async (target, status) => {
    const answer = await rawRequest(server.port, requestFor(target));
    expect(answer.status).toBe(status);
    expectNothingOutsideTheBuild(answer);
    await expectStillServing();
  });

  it('answers a raw NUL byte in the request line with 400', async () => {
    const answer = await rawRequest(server.port, requestFor('/main.0123456789.js\u0000.html'));
    expect(answer.status).toBe(400);
    await expectStillServing();
  });

  it('answers a 100 KB path with 431 and keeps serving', async () => {
    const answer = await rawRequest(server.port, requestFor(`/${'a/'.repeat(50_000)}`));
    expect(answer.status).toBe(431);
    await expectStillServing();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await rawRequest(server.port, requestFor('/main.0123456789.js'));
    const head = await rawRequest(server.port, requestFor('/main.0123456789.js', 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
  });

  it('answers OPTIONS (a CORS preflight) with 204 and other methods with 405', async () => {
    const options = await rawRequest(server.port, requestFor('/remoteEntry.js', 'OPTIONS'));
    expect(options.status).toBe(204);
    expect(options.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PROPFIND']) {
      const answer = await rawRequest(server.port, requestFor('/', method));
      expect({ method, status: answer.status }).toEqual({ method, status: 405 });
      expect(answer.headers['allow']).toBe('GET, HEAD, OPTIONS');
    }
    await expectStillServing();
  });

  it.each([
    [
      'five hundred small headers',
      [...Array(500).keys()].map((i) => `X-H${i}: ${i}\r\n`).join(''),
      200,
    ],
    // Past Node's limit on header fields: refused by its parser, and the server goes on.
    [
      'two thousand small headers',
      [...Array(2000).keys()].map((i) => `X-H${i}: ${i}\r\n`).join(''),
      431,
    ],
    ['an 8 KB Accept-Encoding', `Accept-Encoding: ${'br;q=0.5, '.repeat(800)}\r\n`, 200],
    ['a foreign Origin', 'Origin: null\r\n', 200],
    ['a control character in a header value', 'X-Bad: a\u0001b\r\n', 400],
    ['a header name with a space', 'Bad Name: x\r\n', 400],
    [
      'both Content-Length and Transfer-Encoding',
      'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n',
      400,
    ],
    ['a negative Content-Length', 'Content-Length: -1\r\n', 400],
    ['headers over the size limit', `X-Big: ${'x'.repeat(70_000)}\r\n`, 431],
  ])('answers a request with %s and keeps serving', async (_name, headers, status) => {
    const answer = await rawRequest(server.port, requestFor('/', 'GET', headers));
    expect(answer.status).toBe(status);
    expectNothingOutsideTheBuild(answer);
    await expectStillServing();
  });

  it('answers an HTTP/0.9-style request line (Node reads it as a GET of the page)', async () => {
    const ancient = await rawRequest(server.port, 'GET /\r\n\r\n');
    expect([200, 400]).toContain(ancient.status);
    expectNothingOutsideTheBuild(ancient);
    await expectStillServing();
  });
});

/** Path pieces attackers and broken clients send, mixed with arbitrary text. */
const pathPiece = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2e',
    '.%2e',
    '%2f',
    '%2F',
    '%5c',
    '\\',
    '%00',
    '%',
    '%E0%A4%A',
    '%C0%AE',
    '%ff',
    '~',
    '',
    'secret',
    'secret.txt',
    'index.html',
    'main.0123456789.js',
    'assets',
    'logo.0123456789.svg',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }).map((text) => encodeURIComponent(text)),
);
const separator = fc.constantFrom('/', '/', '/', '%2f', '%5c', '\\', '//');
const target = fc
  .array(fc.tuple(separator, pathPiece), { minLength: 1, maxLength: 8 })
  .map((parts) => `/${parts.map(([sep, piece], i) => (i === 0 ? piece : sep + piece)).join('')}`);

describe('static server, fuzzed paths', () => {
  it('never crashes and never answers with a file from outside the build folder', async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('GET', 'HEAD', 'OPTIONS'), async (path, method) => {
        const answer = await rawRequest(server.port, requestFor(path, method));
        expect([200, 204, 400, 404, 431]).toContain(answer.status);
        expectNothingOutsideTheBuild(answer, method);
        expect(server.hasExited()).toBe(false);
      }),
      { numRuns: 300 },
    );
    await expectStillServing();
  });

  it('reads every request target as null or a decoded path with no way out of the folder', () => {
    fc.assert(
      fc.property(fc.oneof(target, fc.string({ unit: 'binary' })), (raw) => {
        const decoded = requestPathOf(raw);
        if (decoded === null) return;
        expect(decoded.startsWith('/')).toBe(true);
        expect(decoded.split('/')).not.toContain('..');
        // eslint-disable-next-line no-control-regex -- control characters are what must be absent
        expect(decoded).not.toMatch(/[\u0000-\u001f\u007f\\]/);
      }),
      { numRuns: 2000 },
    );
  });
});
