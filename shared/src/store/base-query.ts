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
 * How much of the shared error policy applies to one endpoint:
 * - `page-message` (the default, nothing to declare): an expired session (401) still signs out, and
 *   every other failure is the page's to explain with its own message; a generic toast as well
 *   would report one failure twice.
 * - `shared-toast`: the shared policy explains every failure: the server's message or a generic
 *   one as a toast, a refusal (403) or a missing record (404) also leaves for the dashboard.
 * - `page-handles-all`: not even a 401 signs out, as on the login page, whose 401 means "Token used
 *   too early" and not an expired session.
 */
type ErrorPolicy = 'page-message' | 'shared-toast' | 'page-handles-all';

/** Per-endpoint options: `timeout` (ms; `requestTimeouts.menu` or `.sharedHelper`), `errorPolicy`. */
interface ApiExtraOptions {
  timeout?: number;
  errorPolicy?: ErrorPolicy;
}

type ApiBaseQuery = BaseQueryFn<
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
  const policy = extraOptions?.errorPolicy ?? 'page-message';
  if (result.error && policy !== 'page-handles-all') {
    const action = errorActionFor(statusOf(result.error), result.error.data);
    if (action.kind === 'logout') {
      api.dispatch(signedOut());
      navigateTo(action.redirect, { replace: true });
      notify.error(action.message, { id: toastIds.logout });
    } else if (policy === 'shared-toast' && !isVersionConflict(result.error)) {
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
