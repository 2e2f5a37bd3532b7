import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { createS3Storage } from '../s3-storage';
import { storageRoundTrip } from '../storage-round-trip';

/**
 * A minimal S3-compatible endpoint in this process (path-style: `/bucket/key`), answering the five
 * calls the storage makes as S3 does, with no signature check. No maintained S3 server installs
 * from the npm registry and runs without Docker, so this checks what the API sends and how it reads
 * the answers; a real bucket is checked on the Test Storage page.
 */
function fakeS3(bucket: string) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const seen: { method: string; path: string; contentType?: string }[] = [];
  let down = false;
  const notFound = (code: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>missing</Message></Error>`;
  const server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, name, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const body = await buffer(request);
    seen.push({
      method: request.method ?? '',
      path: url.pathname,
      contentType: request.headers['content-type'],
    });
    if (down) {
      response.writeHead(503, { 'content-type': 'application/xml' });
      response.end(notFound('ServiceUnavailable'));
      return;
    }
    if (name !== bucket) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(notFound('NoSuchBucket'));
      return;
    }
    const stored = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, {
          bytes: body,
          contentType: String(request.headers['content-type'] ?? ''),
        });
        response.writeHead(200, { etag: '"1"' });
        response.end();
        return;
      case 'HEAD':
        if (key === '') response.writeHead(200);
        else if (stored) response.writeHead(200, { 'content-length': stored.bytes.length });
        else response.writeHead(404);
        response.end();
        return;
      case 'GET':
        if (!stored) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(notFound('NoSuchKey'));
          return;
        }
        response.writeHead(200, {
          'content-type': stored.contentType,
          'content-length': stored.bytes.length,
        });
        response.end(stored.bytes);
        return;
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      default:
        response.writeHead(405);
        response.end();
    }
  });
  return {
    server,
    objects,
    seen,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

let fake: ReturnType<typeof fakeS3>;
let endpoint: string;

beforeAll(async () => {
  fake = fakeS3('documents');
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => (fake.server as Server).close(resolve));
});

const storageOf = (bucket = 'documents') =>
  createS3Storage({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });

describe('the S3-compatible storage', () => {
  it('puts, stats, streams and deletes an object under the bucket', async () => {
    const storage = storageOf();
    const bytes = Buffer.from('%PDF-1.7 signed');
    await storage.put('deals/4/abc', bytes, 'application/pdf');
    expect(fake.objects.get('deals/4/abc')).toEqual({ bytes, contentType: 'application/pdf' });
    expect(fake.seen.at(-1)).toMatchObject({ method: 'PUT', path: '/documents/deals/4/abc' });
    expect(await storage.stat('deals/4/abc')).toEqual({ size: bytes.length });
    const stream = await storage.get('deals/4/abc');
    expect(await buffer(stream!)).toEqual(bytes);
    await storage.delete('deals/4/abc');
    expect(fake.objects.has('deals/4/abc')).toBe(false);
    expect(await storage.stat('deals/4/abc')).toBeNull();
    expect(await storage.get('deals/4/abc')).toBeNull();
  });

  it('tells its settings without the secret, and whether the bucket answers', async () => {
    const info = await storageOf().info();
    expect(info).toMatchObject({ backend: 's3', space: null });
    expect(info.bucket).toEqual({ name: 'documents', reachable: true });
    expect(JSON.stringify(info.settings)).not.toContain('test-secret');
    const missing = storageOf('nowhere');
    expect((await missing.info()).bucket).toEqual({ name: 'nowhere', reachable: false });
    expect(missing.lastErrors()[0]?.operation).toBe('check bucket nowhere');
  });

  it('passes the round trip, and reports a storage that is down among its last errors', async () => {
    const storage = storageOf();
    expect(await storageRoundTrip(storage)).toMatchObject({ ok: true, error: null });
    fake.setDown(true);
    try {
      const failed = await storageRoundTrip(storage);
      expect(failed.ok).toBe(false);
      expect(storage.lastErrors()[0]?.operation).toMatch(/^(write|delete) storage-check\//);
    } finally {
      fake.setDown(false);
    }
  }, 60_000);
});
