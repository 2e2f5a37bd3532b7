import { type City, demoAccountEmails, type Province } from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const { rep1, customer } = demoAccountEmails;

async function get(email: string, url: string) {
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

describe('countries and cities', () => {
  it('lists the country and the cities, all, by province or by a province in the path', async () => {
    const countries = (await get(rep1, '/api/common/countries/')).json<{ id: number }[]>();
    expect(countries).toEqual([{ id: expect.any(Number), name: 'Canada', code: 'CA' }]);
    const provinces = (await get(rep1, '/api/crm/provinces/')).json<Province[]>();
    const pei = provinces.find((province) => province.code === 'PE')!;
    const all = (await get(rep1, '/api/common/cities/')).json<City[]>();
    expect(all.length).toBeGreaterThan(26);
    const peiCities = (await get(rep1, `/api/common/cities/?province=${pei.id}`)).json<City[]>();
    expect(peiCities.map((city) => city.name)).toEqual(['Charlottetown', 'Summerside']);
    expect(peiCities[0]).toEqual({
      id: expect.any(Number),
      name: 'Charlottetown',
      province: pei.id,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const byProvince = await get(rep1, `/api/common/cities-by-province/${pei.id}/`);
    expect(byProvince.json()).toEqual(peiCities);
    expect((await get(rep1, '/api/common/cities-by-province/99999/')).statusCode).toBe(404);
  });

  it('are refused to customers', async () => {
    expect((await get(customer, '/api/common/countries/')).statusCode).toBe(403);
  });
});
