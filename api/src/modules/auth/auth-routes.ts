import { messages, type User } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import { defineRoute } from '../../http/route-declaration';
import { inTransaction } from '../../db/in-transaction';
import {
  createSession,
  findUserByEmail,
  lockUserByEmail,
  recordLogin,
  rememberIdToken,
  revokeSession,
  revokeSessionsBeyond,
} from './auth-queries';
import { callerCache } from './caller-cache';
import { requestSignInLink, signInWithLink } from './auth-email-link-queries';
import {
  devAccountsResponseSchema,
  emailLinkAnswerResponse,
  emailLinkBodySchema,
  emailLinkSignInBodySchema,
  devIdTokenBodySchema,
  devIdTokenResponseSchema,
  noContentSchema,
  signInBodySchema,
  signInResponseSchema,
} from './auth-schemas';
import { IdTokenError } from './id-token-verifier';
import { listDevAccounts } from '../users';

const tag = 'auth';

/** The user as the browser keeps it in its session store. */
function toUserResponse(user: {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  isStaff: boolean;
}): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar: user.avatar,
    is_staff: user.isStaff,
  };
}

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/auth/google/',
    access: 'public',
    tag,
    summary: 'Sign in with an identity-provider ID token; answers a session token and the user',
    rateLimit: 'signIn',
    schemas: { body: signInBodySchema, response: signInResponseSchema },
    async handler({ body }, { deps }) {
      let identity;
      try {
        identity = await deps.idTokenVerifier.verify(body.access_token);
      } catch (error) {
        if (!(error instanceof IdTokenError)) throw error;
        // `error` carries the reason; for an early token both fields hold the text the login
        // page looks for.
        throw new HttpError(401, error.message, {
          error: error.reason === 'tooEarly' ? messages.tokenUsedTooEarly : error.reason,
        });
      }
      // One transaction: a refused sign-in leaves the token unused and every session as it was.
      const { token, user, revokedSessionIds } = await inTransaction(
        deps.database.db,
        async (tx) => {
          // A token seen before was copied or intercepted: an ID token is good for one sign-in.
          if (!(await rememberIdToken(tx, identity.tokenId, identity.acceptableUntil))) {
            throw new HttpError(401, messages.apiIdTokenReplayed);
          }
          const account = await lockUserByEmail(tx, identity.email);
          if (!account) throw new HttpError(403, messages.apiUnknownAccount);
          if (!account.isActive) throw new HttpError(403, messages.apiInactiveAccount);
          const session = await createSession(tx, account.id, deps.config.sessionTtlHours);
          // Forgotten or stolen sessions do not pile up: the oldest make way for the new one.
          const revoked = await revokeSessionsBeyond(
            tx,
            account.id,
            deps.config.maxSessionsPerUser,
          );
          await recordLogin(tx, account.id);
          return { token: session.token, user: account, revokedSessionIds: revoked };
        },
      );
      // After the commit: see `CallerCache`.
      for (const sessionId of revokedSessionIds) callerCache.forgetSession(sessionId);
      return { token, user: toUserResponse(user) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/logout/',
    access: 'authenticated',
    tag,
    summary: 'Revoke the calling session token',
    successStatus: 204,
    schemas: { response: noContentSchema },
    async handler(_input, { deps, auth }) {
      await revokeSession(deps.database.db, auth.sessionId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/auth/dev/accounts/',
    access: 'public',
    tag,
    summary: 'Development identity provider: the accounts one can sign in as',
    schemas: { response: devAccountsResponseSchema },
    async handler(_input, { deps }) {
      if (!deps.devIdentityProvider) throw new HttpError(404, messages.apiNotFound);
      return listDevAccounts(deps.database.db);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/dev/id-token/',
    access: 'public',
    tag,
    summary: 'Development identity provider: an RS256 ID token for an active account',
    rateLimit: 'signIn',
    schemas: { body: devIdTokenBodySchema, response: devIdTokenResponseSchema },
    async handler({ body }, { deps }) {
      if (!deps.devIdentityProvider) throw new HttpError(404, messages.apiNotFound);
      const user = await findUserByEmail(deps.database.db, body.email);
      // Only existing active accounts get a token, so the provider cannot mint identities.
      if (!user) throw new HttpError(403, messages.apiUnknownAccount);
      if (!user.isActive) throw new HttpError(403, messages.apiInactiveAccount);
      const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
      return { id_token: await deps.devIdentityProvider.issue({ email: user.email, name }) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/email-link/',
    access: 'public',
    tag,
    summary:
      'Customers: mails a one-time sign-in link; the same answer whether or not the address has an account',
    schemas: { body: emailLinkBodySchema, response: emailLinkAnswerResponse },
    async handler({ body }, { deps, request }) {
      return requestSignInLink(deps, body.email, request.ip);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/auth/email-link/sign-in/',
    access: 'public',
    tag,
    summary: "Exchanges a mailed link's token (once, within 15 minutes) for a session",
    rateLimit: 'signIn',
    schemas: { body: emailLinkSignInBodySchema, response: signInResponseSchema },
    async handler({ body }, { deps }) {
      const { token, user, revokedSessionIds } = await signInWithLink(
        deps.database.db,
        body.token,
        deps.config,
      );
      // After the commit: see `CallerCache`.
      for (const sessionId of revokedSessionIds) callerCache.forgetSession(sessionId);
      return { token, user: toUserResponse(user) };
    },
  }),
];
