import { requestTimeouts } from '../domain/constants';
import type { MenuItem } from '../domain/menu';
import type { AuthResponse, DevAccount, GoogleSignInRequest } from '../domain/user';
import { api } from '../store/api';
import { lazySchema } from '../store/lazy-schema';

// The responses' zod schemas load with the first response that needs one.
const responseSchemas = () => import('./auth-response-schemas');

/**
 * Sign-in, session and menu calls. The sign-in calls opt out of the shared error policy
 * (`page-handles-all`): the login page shows its own messages, and its 401 "Token used too early"
 * must not log anyone out. The sign-in page imports this module (and with it RTK Query) only when a sign-in
 * starts (`use-sign-in.ts`, `session-thunks.ts`); the environment check it makes as it opens is
 * `environment/load-environment.ts`.
 */
export const authApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    authGoogleSignIn: build.mutation<AuthResponse, GoogleSignInRequest>({
      query: (body) => ({ url: '/api/auth/google/', method: 'POST', body }),
      responseSchema: lazySchema(async () => (await responseSchemas()).authResponseSchema),
      extraOptions: { errorPolicy: 'page-handles-all' },
    }),
    authLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout/', method: 'POST' }),
      extraOptions: { errorPolicy: 'page-handles-all' },
    }),
    authDevAccounts: build.query<DevAccount[], void>({
      query: () => '/api/auth/dev/accounts/',
      responseSchema: lazySchema(async () => (await responseSchemas()).devAccountsResponseSchema),
      extraOptions: { errorPolicy: 'page-handles-all' },
    }),
    authDevIdToken: build.mutation<{ id_token: string }, { email: string }>({
      query: (body) => ({ url: '/api/auth/dev/id-token/', method: 'POST', body }),
      responseSchema: lazySchema(async () => (await responseSchemas()).devIdTokenResponseSchema),
      extraOptions: { errorPolicy: 'page-handles-all' },
    }),
    /** Customers: asks for a one-time sign-in link by e-mail; the answer never says who exists. */
    authEmailLink: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/api/auth/email-link/', method: 'POST', body }),
      extraOptions: { errorPolicy: 'page-handles-all' },
    }),
    /** Exchanges a mailed link's token for the session a sign-in opens. */
    authEmailLinkSignIn: build.mutation<AuthResponse, { token: string }>({
      query: (body) => ({ url: '/api/auth/email-link/sign-in/', method: 'POST', body }),
      responseSchema: lazySchema(async () => (await responseSchemas()).authResponseSchema),
      extraOptions: { errorPolicy: 'page-handles-all' },
    }),
    /** The caller's permitted menu tree; 30 s timeout; callers show the menu's own messages. */
    usersMenu: build.query<MenuItem[], void>({
      query: () => '/api/users/menu/',
      responseSchema: lazySchema(async () => (await responseSchemas()).menuResponseSchema),
      providesTags: ['Menu'],
      extraOptions: { timeout: requestTimeouts.menu },
    }),
  }),
});

export const {
  useAuthGoogleSignInMutation,
  useAuthLogoutMutation,
  useAuthDevAccountsQuery,
  useAuthDevIdTokenMutation,
  useUsersMenuQuery,
} = authApi;
