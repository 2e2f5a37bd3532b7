import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/health/', () => {
  it('answers anyone, signed in or not, that the API and its database are up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('fails, without internals, while the database does not answer, and recovers after', async () => {
    const ping = jest
      .spyOn(t.database, 'ping')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    const down = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(down.statusCode).toBeGreaterThanOrEqual(500);
    expect(down.body).not.toContain('ECONNREFUSED');
    expect(down.body).not.toContain('10.0.0.5');
    const up = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(up.statusCode).toBe(200);
    expect(ping).toHaveBeenCalledTimes(2);
    ping.mockRestore();
  });
});
