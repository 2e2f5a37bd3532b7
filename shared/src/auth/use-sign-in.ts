import { useCallback, useState } from 'react';
import { loginRetryDelayMs } from '../domain/constants';
import { messages } from '../domain/messages';
import type { User } from '../domain/user';
import { useAppDispatch } from '../store/hooks';
import { notify } from '../theme/toaster';
import { signedIn } from './auth-slice';
import { loadAuthApi } from './load-auth-endpoints';
import { loginErrorOf } from './login-error-of';

export type SignInOutcome =
  | { kind: 'signed-in'; user: User }
  /** 'Token used too early': the caller prompts sign-in again once `retryAfterMs` has passed. */
  | { kind: 'retry'; retryAfterMs: number }
  | { kind: 'failed' };

/**
 * The sign-in flow shared by the host's login page and each remote's standalone page: an identity
 * provider ID token (Google's, or the development provider's) is exchanged for the API's session.
 * Shows the spec's login messages itself. The calls are dispatched rather than used through the
 * endpoints' hooks, so the page does not import RTK Query before a sign-in starts.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(0);

  /** Runs one step of the sign-in, counted as pending while it lasts. */
  const track = useCallback(async <Result>(step: () => Promise<Result>): Promise<Result> => {
    setPending((count) => count + 1);
    try {
      return await step();
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  const signInWithIdToken = useCallback(
    (idToken: string): Promise<SignInOutcome> =>
      track(async () => {
        try {
          const authApi = await dispatch(loadAuthApi());
          const request = dispatch(
            authApi.endpoints.authGoogleSignIn.initiate({
              access_token: idToken,
              token_type: 'id_token',
            }),
          );
          // A dispatched mutation stays in the cache until reset: nothing needs it afterwards.
          const session = await request.unwrap().finally(() => request.reset());
          dispatch(signedIn(session));
          notify.success(messages.loginSuccessful);
          return { kind: 'signed-in', user: session.user };
        } catch (error) {
          const failure = loginErrorOf(error);
          notify.error(failure.message);
          return failure.kind === 'retry'
            ? { kind: 'retry', retryAfterMs: loginRetryDelayMs }
            : { kind: 'failed' };
        }
      }),
    [dispatch, track],
  );

  const signInAsDevAccount = useCallback(
    (email: string): Promise<SignInOutcome> =>
      track(async () => {
        let idToken: string;
        try {
          const authApi = await dispatch(loadAuthApi());
          const request = dispatch(authApi.endpoints.authDevIdToken.initiate({ email }));
          idToken = (await request.unwrap().finally(() => request.reset())).id_token;
        } catch (error) {
          notify.error(loginErrorOf(error).message);
          return { kind: 'failed' };
        }
        return signInWithIdToken(idToken);
      }),
    [dispatch, signInWithIdToken, track],
  );

  return { signInWithIdToken, signInAsDevAccount, isSigningIn: pending > 0 };
}
