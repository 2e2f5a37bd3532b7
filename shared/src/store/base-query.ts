import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { requestTimeouts } from '../domain/constants';
import { signedOut, type AuthState } from '../auth/auth-slice';
import { errorActionFor, type ErrorStatus } from '../errors/error-action-for';
import { isVersionConflict } from '../errors/is-version-conflict';
import { navigateTo } from '../errors/navigation';
import { getRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { notify } from '../theme/toaster';

/**
 * Per-endpoint options: `timeout` (ms; `requestTimeouts.menu` or `.sharedHelper`), and how much of
 * the shared error policy applies: `all` (default), `auth-only` (a 401 still logs out, other errors
 * are left to the caller, which shows its own message), `none` (the caller handles everything, as
 * the login page does for its 401 "Token used too early").
 */
export interface ApiExtraOptions {
  timeout?: number;
  errorPolicy?: 'all' | 'auth-only' | 'none';
}

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
>;

// The base URL comes from `/app-config.json`, known only at runtime; one fetchBaseQuery per URL.
let cached: { baseUrl: string; query: ReturnType<typeof fetchBaseQuery> } | null = null;

function rawQueryFor(baseUrl: string) {
  if (cached?.baseUrl !== baseUrl) {
    cached = {
      baseUrl,
      query: fetchBaseQuery({
        baseUrl,
        credentials: 'include',
        timeout: requestTimeouts.default,
        prepareHeaders: (headers, { getState }) => {
          const token = (getState() as { auth?: AuthState }).auth?.token;
          if (token) headers.set('Authorization', `Bearer ${token}`);
          return headers;
        },
      }),
    };
  }
  return cached.query;
}

/** The HTTP status to judge: a body that failed to parse still carries its real status. */
function statusOf(error: FetchBaseQueryError): ErrorStatus {
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return error.status;
}

/** Ids keep one toast per kind when many requests fail at once (e.g. a revoked token). */
const toastIds = { logout: 'session-expired', redirect: 'no-resource-permission' } as const;

/**
 * The base query of the one `api`: bearer token, credentials, runtime base URL, timeouts, and THE
 * error policy by status (`errorActionFor`) applied in one place for every endpoint of every
 * remote.
 */
export const baseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  if (extraOptions?.timeout !== undefined) request.timeout = extraOptions.timeout;
  const result = await rawQueryFor(getRuntimeConfig().apiBaseUrl)(request, api, {});
  const policy = extraOptions?.errorPolicy ?? 'all';
  if (result.error && policy !== 'none') {
    const action = errorActionFor(statusOf(result.error), result.error.data);
    if (action.kind === 'logout') {
      api.dispatch(signedOut());
      navigateTo(action.redirect, { replace: true });
      notify.error(action.message, { id: toastIds.logout });
    } else if (policy === 'all' && !isVersionConflict(result.error)) {
      // A version conflict is the page's to explain: it offers to reload (`useVersionConflict`).
      if (action.kind === 'redirect') {
        notify.error(action.message, { id: toastIds.redirect });
        navigateTo(action.redirect);
      } else {
        notify.error(action.message);
      }
    }
  }
  return result;
};
