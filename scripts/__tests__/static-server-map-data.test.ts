import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import {
  startStaticServerProcess,
  type StaticServerProcess,
} from './support/static-server-process';

/** The offline base map as the CRM's build emits it: a content-hashed asset. */
const mapData = `${JSON.stringify({
  type: 'FeatureCollection',
  features: Array.from({ length: 40 }, (_, index) => ({
    type: 'Feature',
    properties: { layer: 'place', name: `Town ${index}`, province: 'NB', population: index },
    geometry: { type: 'Point', coordinates: [-66, 46] },
  })),
})}\n`;
const mapDataPath = '/assets/offline-base-map.0123456789.geojson';

let server: StaticServerProcess;
beforeAll(async () => {
  server = await startStaticServerProcess('crm', {
    'index.html': '<!doctype html><title>CRM</title>',
    [mapDataPath.slice(1)]: mapData,
  });
});
afterAll(() => server.stop());

function get(path: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: server.port, path, headers: { 'Accept-Encoding': 'br, gzip' } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('static server, the offline base map', () => {
  it('serves the map data compressed, as GeoJSON, cached for good', async () => {
    const answer = await get(mapDataPath);
    expect(answer.headers['content-type']).toBe('application/geo+json');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(mapData);
  });
});
