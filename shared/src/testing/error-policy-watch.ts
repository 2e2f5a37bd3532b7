import { signedIn } from '../auth/auth-slice';
import { registerNavigate } from '../errors/navigation';
import { setRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { toaster } from '../theme/toaster';
import { installFakeApi, type FakeApi } from './fake-api';
import { testRuntimeConfig, testUser } from './fixtures';

/** What the shared error policy does after a call: the answers given, the navigations, the toasts. */
interface ErrorPolicyWatch {
  fake: FakeApi;
  navigate: jest.Mock;
  toast: jest.SpyInstance;
}

/**
 * Sets up, for each test of the describe block it is called in, a fake API, a recorded
 * navigation and a watched toaster, on a clean runtime configuration and storage; the fields
 * hold the current test's.
 */
export function watchErrorPolicy(): ErrorPolicyWatch {
  const watch = {} as ErrorPolicyWatch;
  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    localStorage.clear();
    watch.navigate = jest.fn();
    registerNavigate(watch.navigate);
    watch.toast = jest.spyOn(toaster, 'create');
    watch.fake = installFakeApi();
  });
  afterEach(() => {
    watch.fake.restore();
    watch.toast.mockRestore();
    registerNavigate(null);
  });
  return watch;
}

/** A store whose user is signed in with the token `secret-token`. */
export function signedInStore(): AppStore {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 'secret-token', user: testUser() }));
  return store;
}
