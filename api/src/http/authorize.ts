import type { FastifyRequest } from 'fastify';
import { messages } from '@solar/shared/domain';
import { permittedPathsOf, resolveCaller } from '../modules/auth/resolve-caller';
import type { AppDeps } from './app-deps';
import type { AuthContext } from './auth-context';
import { HttpError } from './http-error';
import type { RouteAccess } from './route-declaration';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by the authorization hook of non-public routes. */
    auth: AuthContext | null;
  }
}

const bearerPattern = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

/**
 * Checks a request against a route's declared access, in this order: a valid session (401),
 * staff (403), then one of the granting menu paths (403). Superusers hold every path.
 */
export async function authorize(
  request: FastifyRequest,
  access: Exclude<RouteAccess, 'public'>,
  deps: AppDeps,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, messages.pleaseLoginFirst);
  const token = bearerPattern.exec(header)?.[1];
  // The caller (session, user, menu paths) comes from the process's short-lived caller cache
  // when fresh; see `CallerCache` for how changes reach it.
  const caller = token ? await resolveCaller(deps.database.db, token) : null;
  if (!token || !caller) throw new HttpError(401, messages.sessionExpired);
  const { auth } = caller;
  if (access === 'authenticated') return auth;
  if (!auth.user.isStaff) throw new HttpError(403, messages.noResourcePermission);
  if (access.menuPaths.length > 0 && !auth.user.isSuperuser) {
    const permitted = await permittedPathsOf(deps.database.db, token, caller);
    if (!access.menuPaths.some((path) => permitted.has(path))) {
      throw new HttpError(403, messages.noResourcePermission);
    }
  }
  return auth;
}
