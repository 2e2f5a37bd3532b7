import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app';

type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route test's `call(email, method, url, payload?)`: the request injected as that demo user, one
 * session per user, made on first use. `app` is read at call time, since tests create the app in
 * `beforeAll`.
 */
export function signedInCaller(app: () => TestApp) {
  const tokens = new Map<string, string>();
  return async function call(email: string, method: CallMethod, url: string, payload?: unknown) {
    const testApp = app();
    if (!tokens.has(email)) tokens.set(email, await testApp.tokenFor(email));
    const options: InjectOptions = {
      method,
      url,
      headers: { authorization: `Bearer ${tokens.get(email)}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    };
    return testApp.app.inject(options);
  };
}
