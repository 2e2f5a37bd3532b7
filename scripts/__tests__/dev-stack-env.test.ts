import { loadConfig } from '../../api/src/config/load-config';
import { devStackEnvironment } from '../dev-stack-env.mjs';

/** The API's configuration as `npm start` and `npm run dev` start it from a given shell. */
const apiConfigFrom = (shell: NodeJS.ProcessEnv) =>
  loadConfig({ ...shell, ...devStackEnvironment(shell) });

describe('npm start and npm run dev', () => {
  it('turn the development sign-in on, bound to loopback, from a bare shell', () => {
    expect(devStackEnvironment({})).toEqual({ DEV_SIGN_IN: 'true', BIND_ADDRESS: '127.0.0.1' });
    const config = apiConfigFrom({});
    expect(config.devIdentityProvider).toBe(true);
    expect(config.bindAddress).toBe('127.0.0.1');
  });

  it('keep an explicit choice: sign-in off, or a bind address the API then judges', () => {
    expect(devStackEnvironment({ DEV_SIGN_IN: 'false', BIND_ADDRESS: '' })).toEqual({
      DEV_SIGN_IN: 'false',
    });
    expect(devStackEnvironment({ BIND_ADDRESS: '0.0.0.0' })).toEqual({ DEV_SIGN_IN: 'true' });
    expect(() => apiConfigFrom({ BIND_ADDRESS: '0.0.0.0' })).toThrow(/loopback BIND_ADDRESS/);
    expect(
      apiConfigFrom({ BIND_ADDRESS: '0.0.0.0', DEV_SIGN_IN: 'false', GOOGLE_CLIENT_ID: 'id' }),
    ).toMatchObject({ devIdentityProvider: false, bindAddress: '0.0.0.0' });
  });

  it('leave the bind address alone when Google sign-in is configured', () => {
    expect(devStackEnvironment({ GOOGLE_CLIENT_ID: 'id' })).toEqual({ DEV_SIGN_IN: 'true' });
    const config = apiConfigFrom({ GOOGLE_CLIENT_ID: 'id' });
    expect(config).toMatchObject({ devIdentityProvider: false, bindAddress: '0.0.0.0' });
  });
});
