import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@solar/shared';
import { testRuntimeConfig } from '@solar/shared/testing';
import { loadRemoteRoutes, registerRemotesFor, resetRemoteLoader } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const register = registerRemotes as jest.Mock;
const load = loadRemote as jest.Mock;

describe('remote loader', () => {
  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    resetRemoteLoader();
    register.mockReset();
    load.mockReset();
  });

  it('registers crm, zoho and templates for staff, only the portal for customers', () => {
    registerRemotesFor(true);
    expect(register).toHaveBeenCalledWith([
      { name: 'crm', entry: 'http://crm.test/mf-manifest.json' },
      { name: 'zoho', entry: 'http://zoho.test/mf-manifest.json' },
      { name: 'templates', entry: 'http://templates.test/mf-manifest.json' },
    ]);
    register.mockReset();
    registerRemotesFor(false);
    expect(register).toHaveBeenCalledWith([
      { name: 'portal', entry: 'http://portal.test/mf-manifest.json' },
    ]);
    // Registering twice changes nothing.
    register.mockReset();
    registerRemotesFor(true);
    expect(register).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a remote once, and re-registers it with force on retry after a failure', async () => {
    registerRemotesFor(true);
    load.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue({ routes: [] });
    await expect(loadRemoteRoutes('crm')).rejects.toThrow('RUNTIME-003');
    await expect(loadRemoteRoutes('crm', { retry: true })).resolves.toEqual({ routes: [] });
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'crm', entry: 'http://crm.test/mf-manifest.json' }],
      { force: true },
    );
    await loadRemoteRoutes('crm');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('crm/routes');
  });

  it('rejects a remote that exposes no routes list', async () => {
    load.mockResolvedValue({ something: 'else' });
    await expect(loadRemoteRoutes('zoho')).rejects.toThrow(/no routes list/);
  });
});
