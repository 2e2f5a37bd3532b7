import { messages, type User } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import { defineRoute } from '../../http/route-declaration';
import { createSession, findUserByEmail, recordLogin, revokeSession } from './auth-queries';
import {
  devAccountsResponseSchema,
  devIdTokenBodySchema,
  devIdTokenResponseSchema,
  noContentSchema,
  signInBodySchema,
  signInResponseSchema,
} from './auth-schemas';
import { IdTokenError } from './id-token-verifier';
import { listDevAccounts } from '../users/users-queries';

const tag = 'auth';

/** The user as the browser stores it (part 1 section 3). */
export function toUserResponse(user: {
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
      const user = await findUserByEmail(deps.database.db, identity.email);
      if (!user) throw new HttpError(403, messages.apiUnknownAccount);
      if (!user.isActive) throw new HttpError(403, messages.apiInactiveAccount);
      const { token } = await createSession(deps.database.db, user.id, deps.config.sessionTtlHours);
      await recordLogin(deps.database.db, user.id);
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
];
