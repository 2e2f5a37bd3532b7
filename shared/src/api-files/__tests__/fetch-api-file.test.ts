import { signedIn } from '../../auth/auth-slice';
import { messages } from '../../domain/messages';
import { registerNavigate } from '../../errors/navigation';
import { setRuntimeConfig } from '../../runtime-config/runtime-config-holder';
import { createAppStore } from '../../store/create-app-store';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { testRuntimeConfig, testUser } from '../../testing/fixtures';
import { toaster } from '../../theme/toaster';
import { fetchApiFile } from '../fetch-api-file';

describe('fetchApiFile', () => {
  let fake: FakeApi;
  let navigate: jest.Mock;
  let toast: jest.SpyInstance;

  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    navigate = jest.fn();
    registerNavigate(navigate);
    toast = jest.spyOn(toaster, 'create');
    fake = installFakeApi();
  });
  afterEach(() => {
    fake.restore();
    toast.mockRestore();
    registerNavigate(null);
  });

  function signedInStore() {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'secret-token', user: testUser() }));
    return store;
  }

  it('a failed download is explained by the shared toast (no page message covers it)', async () => {
    fake.set({ 'GET /api/files/broken.pdf': { status: 500, body: { message: 'internal' } } });
    const file = await fetchApiFile(signedInStore(), '/api/files/broken.pdf');
    expect(file).toBeNull();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: messages.serverError }));
  });

  it('a refused download leaves for the dashboard with the permission toast', async () => {
    fake.set({ 'GET /api/files/secret.pdf': { status: 403, body: { message: 'Forbidden' } } });
    const file = await fetchApiFile(signedInStore(), '/api/files/secret.pdf');
    expect(file).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/dashboard', {});
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: messages.noResourcePermission }),
    );
  });
});
