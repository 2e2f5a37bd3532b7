import {
  rawRequest,
  requestFor,
  startStaticServerProcess,
  type StaticServerProcess,
} from './support/static-server-process';

const indexHtml = '<!doctype html><title>Solar Workplace</title><div id="root"></div>';

let server: StaticServerProcess;

beforeAll(async () => {
  server = await startStaticServerProcess('host', {
    'index.html': indexHtml,
    'main.0123456789.js': 'console.log("main");',
  });
});

afterAll(() => server.stop());

/** The server still answers a normal request (and its process is still there). */
async function expectStillServing(): Promise<void> {
  const page = await rawRequest(server.port, requestFor('/'));
  expect({ status: page.status, exited: server.hasExited() }).toEqual({
    status: 200,
    exited: false,
  });
  expect(page.body).toBe(indexHtml);
}

describe('static server, malformed requests', () => {
  it('answers 400 to a broken percent-escape in the path and keeps serving', async () => {
    const answer = await rawRequest(server.port, requestFor('/%E0%A4%A'));
    expect(answer.status).toBe(400);
    await expectStillServing();
  });

  it('answers 400, with its security headers, to a request the HTTP parser refuses', async () => {
    const answer = await rawRequest(
      server.port,
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNot a header line\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['connection']).toBe('close');
    await expectStillServing();
  });

  it('answers 431 to headers larger than the server accepts and keeps serving', async () => {
    const answer = await rawRequest(
      server.port,
      requestFor('/', 'GET', `X-Padding: ${'a'.repeat(100_000)}\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    await expectStillServing();
  });
});
