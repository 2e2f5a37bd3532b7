import { testRuntimeConfig } from '../../testing/fixtures';
import { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from '../runtime-config-holder';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('runtime config', () => {
  beforeEach(() => setRuntimeConfig(null));

  it('loads and validates /app-config.json once', async () => {
    const fetchImpl = jest.fn(() => json(testRuntimeConfig));
    await expect(loadRuntimeConfig('/app-config.json', fetchImpl)).resolves.toEqual(
      testRuntimeConfig,
    );
    await loadRuntimeConfig('/app-config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://api.test');
  });

  it('rejects an invalid file and tries again on the next call', async () => {
    const fetchImpl = jest
      .fn()
      .mockImplementationOnce(() => json({ apiBaseUrl: 'not a url' }))
      .mockImplementationOnce(() => json(testRuntimeConfig));
    await expect(loadRuntimeConfig('/app-config.json', fetchImpl)).rejects.toThrow(/not valid/);
    expect(() => getRuntimeConfig()).toThrow(/not loaded/);
    await expect(loadRuntimeConfig('/app-config.json', fetchImpl)).resolves.toEqual(
      testRuntimeConfig,
    );
  });

  it('rejects an HTTP error', async () => {
    await expect(loadRuntimeConfig('/app-config.json', () => json({}, 404))).rejects.toThrow(
      /HTTP 404/,
    );
  });
});
