import type { Database } from '../../db/database';
import { menuPathsOf } from '../users';
import { findSessionAuth, hashToken } from './auth-queries';
import { type CachedCaller, type CallerCache, callerCache } from './caller-cache';

/** A request's caller: from the cache when fresh, else from the database (then cached). */
export async function resolveCaller(
  db: Database,
  token: string,
  cache: CallerCache = callerCache,
): Promise<CachedCaller | null> {
  const tokenHash = hashToken(token);
  const cached = cache.lookup(tokenHash);
  if (cached) return cached;
  const stamp = cache.stamp;
  const found = await findSessionAuth(db, token);
  // Refused tokens are not cached: they are rare, and a 401 costs the client a new sign-in anyway.
  if (!found) return null;
  cache.remember(tokenHash, found.auth, found.expiresAt, stamp);
  return cache.lookup(tokenHash) ?? { auth: found.auth, permittedPaths: null };
}

/** The caller's permitted menu paths: cached with the caller after the first route that asks. */
export async function permittedPathsOf(
  db: Database,
  token: string,
  caller: CachedCaller,
  cache: CallerCache = callerCache,
): Promise<ReadonlySet<string>> {
  if (caller.permittedPaths) return caller.permittedPaths;
  const stamp = cache.stamp;
  const paths = await menuPathsOf(db, caller.auth.user);
  cache.rememberPaths(hashToken(token), paths, stamp);
  return paths;
}
