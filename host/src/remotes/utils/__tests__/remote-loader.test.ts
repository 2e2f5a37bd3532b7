import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@solar/shared';
import { loadRemoteRoutes, prefetchStaffRemoteFor, resetRemoteLoader } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

describe('prefetchStaffRemoteFor', () => {
  beforeEach(() => {
    resetRemoteLoader();
    load.mockReset();
    register.mockReset();
    setRuntimeConfig({
      apiBaseUrl: 'http://api.test',
      googleClientId: null,
      remotes: {
        crm: 'http://crm.test/mf-manifest.json',
        zoho: 'http://zoho.test/mf-manifest.json',
        templates: 'http://templates.test/mf-manifest.json',
        portal: 'http://portal.test/mf-manifest.json',
      },
    });
  });

  it("starts loading the owning remote's routes, and the area then gets the same download", async () => {
    load.mockResolvedValue({ routes: [] });
    prefetchStaffRemoteFor('/workplace/zoho/bom/4/design');
    expect(register).toHaveBeenCalledWith([
      { name: 'zoho', entry: 'http://zoho.test/mf-manifest.json' },
    ]);
    expect(load).toHaveBeenCalledWith('zoho/routes');
    await expect(loadRemoteRoutes('zoho')).resolves.toEqual({ routes: [] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for host pages, the dashboard or paths outside the workplace', () => {
    for (const path of ['/workplace/admin/user-setting', '/dashboard', '/customer', '/login']) {
      prefetchStaffRemoteFor(path);
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the area, which tries again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue({ routes: [] });
    prefetchStaffRemoteFor('/workplace/crm/deals');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadRemoteRoutes('crm')).resolves.toEqual({ routes: [] });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
