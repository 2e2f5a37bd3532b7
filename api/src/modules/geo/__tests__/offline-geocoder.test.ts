import { type GeoPlace, type GeoSuggestion, demoAccountEmails } from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { loadGazetteer } from '../gazetteer';

let t: TestApp;

async function get(url: string, email: string = demoAccountEmails.rep1) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the packaged gazetteer', () => {
  it('holds at least 300 Canadian places in every province and territory, with FSAs', () => {
    const { places, streets } = loadGazetteer();
    expect(places.length).toBeGreaterThanOrEqual(300);
    const provinces = new Set(places.map((place) => place.province));
    expect([...provinces].sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    const firstLetters: Record<string, string> = {
      NL: 'A',
      NS: 'B',
      PE: 'C',
      NB: 'E',
      QC: 'GHJ',
      ON: 'KLMNP',
      MB: 'R',
      SK: 'S',
      AB: 'T',
      BC: 'V',
      NT: 'X',
      NU: 'X',
      YT: 'Y',
    };
    for (const place of [...places, ...streets]) {
      expect(place.postal_code).toMatch(/^[A-Z]\d[A-Z](\d[A-Z]\d)?$/);
      expect(firstLetters[place.province]).toContain(place.postal_code[0]);
      expect(place.latitude).toBeGreaterThan(41.6);
      expect(place.latitude).toBeLessThan(83.2);
      expect(place.longitude).toBeGreaterThan(-141.1);
      expect(place.longitude).toBeLessThan(-52.6);
    }
    const regions = new Set(streets.map((street) => street.province));
    expect(regions).toEqual(new Set(['PE', 'NS', 'NB', 'ON']));
  });
});

describe('GET /api/geo/search/ (offline)', () => {
  it('finds towns by name, accents ignored, with their province and FSA', async () => {
    const response = await get('/api/geo/search/?q=charlottetown');
    expect(response.statusCode).toBe(200);
    const [first] = response.json<GeoSuggestion[]>();
    expect(first).toMatchObject({
      label: 'Charlottetown, Prince Edward Island',
      city: 'Charlottetown',
      province: 'Prince Edward Island',
      province_id: expect.any(Number),
      postal_code: 'C1A',
    });
    expect(first!.latitude).toBeCloseTo(46.23, 1);
    const montreal = (await get('/api/geo/search/?q=montreal')).json<GeoSuggestion[]>();
    expect(montreal[0]).toMatchObject({ city: 'Montréal', province: 'Quebec' });
  });

  it('finds street addresses with every word of the query, at most 8', async () => {
    const queen = (await get('/api/geo/search/?q=queen%20st%20charlottetown')).json<
      GeoSuggestion[]
    >();
    expect(queen.length).toBeGreaterThanOrEqual(2);
    expect(queen.every((s) => s.city === 'Charlottetown' && /queen st/i.test(s.address))).toBe(
      true,
    );
    expect(queen[0]!.label).toMatch(/^\d+ Queen St, Charlottetown, PE C1A\w{3}$/);
    const many = (await get('/api/geo/search/?q=a')).json<GeoSuggestion[]>();
    expect(many).toHaveLength(8);
    expect((await get('/api/geo/search/?q=zzzzqqq')).json()).toEqual([]);
    expect((await get('/api/geo/search/?q=')).statusCode).toBe(400);
  });

  it('includes addresses already stored', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/crm/deals/',
      headers: { authorization: `Bearer ${await t.tokenFor(demoAccountEmails.rep1)}` },
      payload: {
        name: 'Geo deal',
        stage: 1,
        status: 1,
        address: {
          address: '88 Kensington Rd',
          city_text: 'Charlottetown',
          province_text: 'PE',
          postal_code: 'C1A 5J5',
          latitude: 46.2519,
          longitude: -63.1122,
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const found = (await get('/api/geo/search/?q=88%20kensington')).json<GeoSuggestion[]>();
    expect(found[0]).toMatchObject({
      address: '88 Kensington Rd',
      city: 'Charlottetown',
      province: 'Prince Edward Island',
      postal_code: 'C1A5J5',
      latitude: 46.2519,
      longitude: -63.1122,
    });
  });

  it('is refused to staff without a CRM path', async () => {
    expect((await get('/api/geo/search/?q=halifax', demoAccountEmails.ops)).statusCode).toBe(403);
  });
});

describe('GET /api/geo/reverse/ (offline)', () => {
  it('gives the nearest town and the point itself, rounded', async () => {
    const response = await get('/api/geo/reverse/?lat=46.2401234567&lng=-63.1301234567');
    expect(response.statusCode).toBe(200);
    expect(response.json<GeoPlace>()).toEqual({
      address: 'Near Charlottetown',
      city: 'Charlottetown',
      province: 'Prince Edward Island',
      province_id: expect.any(Number),
      postal_code: 'C1A',
      latitude: 46.2401235,
      longitude: -63.1301235,
    });
  });

  it('gives a known street address right at the point', async () => {
    const place = (await get('/api/geo/reverse/?lat=44.64191&lng=-63.57941')).json<GeoPlace>();
    expect(place).toMatchObject({
      address: '5657 Spring Garden Rd',
      city: 'Halifax',
      province: 'Nova Scotia',
      postal_code: 'B3J3R4',
      latitude: 44.64191,
    });
  });

  it('validates the coordinates', async () => {
    expect((await get('/api/geo/reverse/?lat=91&lng=0')).statusCode).toBe(400);
    expect((await get('/api/geo/reverse/?lat=45')).statusCode).toBe(400);
  });
});
