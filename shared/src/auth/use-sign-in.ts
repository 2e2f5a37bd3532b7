import { useCallback } from 'react';
import { loginRetryDelayMs } from '../domain/constants';
import { messages } from '../domain/messages';
import type { User } from '../domain/user';
import { useAppDispatch } from '../store/hooks';
import { notify } from '../theme/toaster';
import { useAuthDevIdTokenMutation, useAuthGoogleSignInMutation } from './auth-api';
import { signedIn } from './auth-slice';
import { loginErrorOf } from './login-error-of';

export type SignInOutcome =
  | { kind: 'signed-in'; user: User }
  /** 'Token used too early': the caller prompts sign-in again once `retryAfterMs` has passed. */
  | { kind: 'retry'; retryAfterMs: number }
  | { kind: 'failed' };

/**
 * The sign-in flow shared by the host's login page and each remote's standalone page: an identity
 * provider ID token (Google's, or the development provider's) is exchanged for the API's session.
 * Shows the spec's login messages itself.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [googleSignIn, googleState] = useAuthGoogleSignInMutation();
  const [devIdToken, devState] = useAuthDevIdTokenMutation();

  const signInWithIdToken = useCallback(
    async (idToken: string): Promise<SignInOutcome> => {
      try {
        const session = await googleSignIn({
          access_token: idToken,
          token_type: 'id_token',
        }).unwrap();
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
    },
    [dispatch, googleSignIn],
  );

  const signInAsDevAccount = useCallback(
    async (email: string): Promise<SignInOutcome> => {
      let idToken: string;
      try {
        idToken = (await devIdToken({ email }).unwrap()).id_token;
      } catch (error) {
        notify.error(loginErrorOf(error).message);
        return { kind: 'failed' };
      }
      return signInWithIdToken(idToken);
    },
    [devIdToken, signInWithIdToken],
  );

  return {
    signInWithIdToken,
    signInAsDevAccount,
    isSigningIn: googleState.isLoading || devState.isLoading,
  };
}
