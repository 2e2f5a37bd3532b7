import { messages } from '../domain/messages';
import type { User } from '../domain/user';
import type { AppThunk } from '../store/create-app-store';
import { signedIn } from './auth-slice';
import { loadAuthApi } from './load-auth-endpoints';
import { loginErrorOf } from './login-error-of';

export type EmailLinkOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Asks the API to mail a sign-in link; answers the text to show (the same for any address, or
 * why the request was refused). Dispatched, so the login page loads RTK Query only when used.
 */
export function requestEmailLink(email: string): AppThunk<Promise<EmailLinkOutcome>> {
  return async (dispatch) => {
    try {
      const authApi = await dispatch(loadAuthApi());
      const request = dispatch(authApi.endpoints.authEmailLink.initiate({ email }));
      const answer = await request.unwrap().finally(() => request.reset());
      return { ok: true, message: answer.message };
    } catch (error) {
      return { ok: false, message: loginErrorOf(error).message };
    }
  };
}

/** Signs in with a mailed link's token; answers the user, or the text explaining why not. */
export function signInWithEmailLink(
  token: string,
): AppThunk<Promise<{ user: User } | { message: string }>> {
  return async (dispatch) => {
    try {
      const authApi = await dispatch(loadAuthApi());
      const request = dispatch(authApi.endpoints.authEmailLinkSignIn.initiate({ token }));
      const session = await request.unwrap().finally(() => request.reset());
      dispatch(signedIn(session));
      return { user: session.user };
    } catch (error) {
      const failure = loginErrorOf(error);
      return {
        message:
          failure.message === messages.loginFailed ? messages.signInLinkInvalid : failure.message,
      };
    }
  };
}
