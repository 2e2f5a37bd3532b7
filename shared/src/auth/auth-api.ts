import { z } from 'zod';
import { requestTimeouts } from '../domain/constants';
import { menuItemSchema, type MenuItem } from '../domain/menu';
import {
  authResponseSchema,
  devAccountSchema,
  environmentResponseSchema,
  type AuthResponse,
  type DevAccount,
  type EnvironmentResponse,
  type GoogleSignInRequest,
} from '../domain/user';
import { api } from '../store/api';

/**
 * Sign-in, session and menu calls (part 1 section 7). The sign-in calls opt out of the shared error
 * policy: the login page shows its own messages, and its 401 "Token used too early" must not log
 * anyone out.
 */
export const authApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    authGoogleSignIn: build.mutation<AuthResponse, GoogleSignInRequest>({
      query: (body) => ({ url: '/api/auth/google/', method: 'POST', body }),
      responseSchema: authResponseSchema,
      extraOptions: { errorPolicy: 'none' },
    }),
    authLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout/', method: 'POST' }),
      extraOptions: { errorPolicy: 'none' },
    }),
    authDevAccounts: build.query<DevAccount[], void>({
      query: () => '/api/auth/dev/accounts/',
      responseSchema: z.array(devAccountSchema),
      extraOptions: { errorPolicy: 'none' },
    }),
    authDevIdToken: build.mutation<{ id_token: string }, { email: string }>({
      query: (body) => ({ url: '/api/auth/dev/id-token/', method: 'POST', body }),
      responseSchema: z.object({ id_token: z.string().min(1) }),
      extraOptions: { errorPolicy: 'none' },
    }),
    /** Whether this is a test environment (banner); failing quietly only hides the banner. */
    usersEnvironment: build.query<EnvironmentResponse, void>({
      query: () => '/api/users/environment/',
      responseSchema: environmentResponseSchema,
      extraOptions: { errorPolicy: 'none' },
    }),
    /** The caller's permitted menu tree; 30 s timeout; callers show the menu's own messages. */
    usersMenu: build.query<MenuItem[], void>({
      query: () => '/api/users/menu/',
      // The recursive schema is declared with an unknown input type; its output is MenuItem[].
      responseSchema: z.array(menuItemSchema) as z.ZodType<MenuItem[], MenuItem[]>,
      providesTags: ['Menu'],
      extraOptions: { timeout: requestTimeouts.menu, errorPolicy: 'auth-only' },
    }),
  }),
});

export const {
  useAuthGoogleSignInMutation,
  useAuthLogoutMutation,
  useAuthDevAccountsQuery,
  useAuthDevIdTokenMutation,
  useUsersEnvironmentQuery,
  useUsersMenuQuery,
} = authApi;
