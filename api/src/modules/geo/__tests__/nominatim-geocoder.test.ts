import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type GeoPlace,
  type GeoSuggestion,
  demoAccountEmails,
  messages,
} from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** A local stand-in for a Nominatim server, answering in its `jsonv2` format. */
let server: Server;
let baseUrl: string;
const seen: IncomingMessage[] = [];
let mode: 'ok' | 'error' | 'slow' | 'nothing' = 'ok';

const halifax = {
  place_id: 1,
  lat: '44.64189123456',
  lon: '-63.57941234567',
  display_name: '5657, Spring Garden Road, Halifax, Nova Scotia, B3J 3R4, Canada',
  address: {
    house_number: '5657',
    road: 'Spring Garden Road',
    city: 'Halifax',
    state: 'Nova Scotia',
    'ISO3166-2-lvl4': 'CA-NS',
    postcode: 'B3J 3R4',
    country: 'Canada',
    country_code: 'ca',
  },
};

let t: TestApp;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    if (mode === 'error') {
      response.writeHead(503).end('overloaded');
      return;
    }
    if (mode === 'slow') {
      setTimeout(() => response.writeHead(200).end('[]'), 1_000);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    if (request.url?.startsWith('/search')) {
      response.end(JSON.stringify(mode === 'nothing' ? [] : [halifax]));
    } else {
      response.end(JSON.stringify(mode === 'nothing' ? { error: 'Unable to geocode' } : halifax));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  t = await createTestApp({
    config: { geocoderUrl: baseUrl, geocoderUserAgent: 'SolarWorkplaceTest/1.0' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  seen.length = 0;
});

async function get(url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await t.tokenFor(demoAccountEmails.rep1)}` },
  });
}

describe('the Nominatim geocoder (GEOCODER_URL)', () => {
  it('searches Canada with address details and maps the answer', async () => {
    const response = await get('/api/geo/search/?q=spring%20garden');
    expect(response.statusCode).toBe(200);
    expect(response.json<GeoSuggestion[]>()).toEqual([
      {
        label: halifax.display_name,
        address: '5657 Spring Garden Road',
        city: 'Halifax',
        province: 'Nova Scotia',
        province_id: expect.any(Number),
        postal_code: 'B3J3R4',
        latitude: 44.6418912,
        longitude: -63.5794123,
      },
    ]);
    const url = new URL(seen[0]!.url!, 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'spring garden',
      format: 'jsonv2',
      countrycodes: 'ca',
      addressdetails: '1',
    });
    expect(seen[0]!.headers['user-agent']).toBe('SolarWorkplaceTest/1.0');
  });

  it('reverse-geocodes and keeps the chosen point', async () => {
    const response = await get('/api/geo/reverse/?lat=44.6419&lng=-63.5795');
    expect(response.json<GeoPlace>()).toMatchObject({
      address: '5657 Spring Garden Road',
      province: 'Nova Scotia',
      postal_code: 'B3J3R4',
      latitude: 44.6419,
      longitude: -63.5795,
    });
    const url = new URL(seen[0]!.url!, 'http://x');
    expect(url.pathname).toBe('/reverse');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('lat')).toBe('44.6419');
    expect(url.searchParams.get('lon')).toBe('-63.5795');
  });

  it('answers 404 when Nominatim finds nothing at a point, [] for no search match', async () => {
    mode = 'nothing';
    const reverse = await get('/api/geo/reverse/?lat=60&lng=-100');
    expect(reverse.statusCode).toBe(404);
    expect(reverse.json()).toEqual({ message: messages.couldNotFindAddress });
    expect((await get('/api/geo/search/?q=nowhere')).json()).toEqual([]);
  });

  it('answers 502 with one clear message when the service fails', async () => {
    mode = 'error';
    const failed = await get('/api/geo/search/?q=halifax');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: messages.apiGeocoderFailed });
  });
});

describe('the Nominatim client timeout', () => {
  it('gives up after its timeout with the same 502', async () => {
    const { createNominatimGeocoder } = await import('../nominatim-geocoder');
    const { loadProvinceDirectory } = await import('../province-directory');
    mode = 'slow';
    const geocoder = createNominatimGeocoder({
      baseUrl,
      userAgent: 'test',
      provinces: () => loadProvinceDirectory(t.database.db),
      timeoutMs: 100,
    });
    await expect(geocoder.search('x')).rejects.toMatchObject({
      statusCode: 502,
      message: messages.apiGeocoderFailed,
    });
  });
});
