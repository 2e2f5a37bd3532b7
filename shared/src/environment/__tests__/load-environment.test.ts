import { setRuntimeConfig } from '../../runtime-config/runtime-config-holder';
import { createAppStore } from '../../store/create-app-store';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { testRuntimeConfig } from '../../testing/fixtures';
import { selectEnvironmentName, selectEnvironmentStatus } from '../environment-slice';
import { environmentPath, loadEnvironment } from '../load-environment';

describe('loadEnvironment', () => {
  let fake: FakeApi;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    fake = installFakeApi();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    fake.restore();
    warn.mockRestore();
  });

  it("keeps the server's answer, asking once however often it is dispatched", async () => {
    fake.set({ [`GET ${environmentPath}`]: { body: { environment: 'test' } } });
    const store = createAppStore();
    await Promise.all([store.dispatch(loadEnvironment()), store.dispatch(loadEnvironment())]);
    await store.dispatch(loadEnvironment());
    expect(selectEnvironmentName(store.getState())).toBe('test');
    expect(selectEnvironmentStatus(store.getState())).toBe('loaded');
    expect(fake.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: environmentPath, authorization: null }),
    ]);
  });

  it.each([
    ['an error status', { status: 500, body: { message: 'down' } }],
    ['an answer of the wrong shape', { body: { environment: 42 } }],
    ['no answer at all', 'network-error' as const],
  ])('leaves the environment unknown (the banner hidden) on %s', async (_case, handler) => {
    fake.set({ [`GET ${environmentPath}`]: handler });
    const store = createAppStore();
    await store.dispatch(loadEnvironment());
    expect(selectEnvironmentName(store.getState())).toBeNull();
    expect(selectEnvironmentStatus(store.getState())).toBe('failed');
    expect(warn).toHaveBeenCalled();
  });
});
