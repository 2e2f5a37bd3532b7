import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { authSessions, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { usedIdTokens } from './auth-tables';
import { callerCache } from './caller-cache';

/** SHA-256 of a bearer token, hex: the only form a token is stored in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Creates a session for the user and returns its bearer token (256 random bits, base64url). */
export async function createSession(
  db: Database,
  userId: number,
  ttlHours: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  await db.insert(authSessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Expired remembered ID tokens deleted per sign-in: bounded work however long the backlog. */
const usedIdTokenPurgeBatch = 100;

/**
 * Records that an ID token was exchanged for a session; false when it already was (a replay).
 * Purges a batch of entries whose tokens have expired on the way, skipping rows another
 * sign-in is purging, so concurrent sign-ins never wait on each other for housekeeping.
 */
export async function rememberIdToken(
  db: Database,
  tokenId: string,
  acceptableUntil: Date,
  now: Date = new Date(),
): Promise<boolean> {
  const expired = db
    .select({ tokenId: usedIdTokens.tokenId })
    .from(usedIdTokens)
    .where(lt(usedIdTokens.expiresAt, now))
    .limit(usedIdTokenPurgeBatch)
    .for('update', { skipLocked: true });
  await db.delete(usedIdTokens).where(inArray(usedIdTokens.tokenId, expired));
  const inserted = await db
    .insert(usedIdTokens)
    .values({ tokenId, expiresAt: acceptableUntil })
    .onConflictDoNothing()
    .returning({ tokenId: usedIdTokens.tokenId });
  return inserted.length === 1;
}

/**
 * Revokes the user's live sessions beyond the newest `keep`; returns their ids. Runs inside the
 * sign-in's transaction, so the CALLER forgets them in the caller cache after the commit.
 */
export async function revokeSessionsBeyond(
  db: Database,
  userId: number,
  keep: number,
  now: Date = new Date(),
): Promise<number[]> {
  const beyond = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(authSessions.createdAt), desc(authSessions.id))
    .offset(keep);
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(inArray(authSessions.id, beyond))
    .returning({ id: authSessions.id });
  return revoked.map((row) => row.id);
}

/** Session activity is recorded at most once a minute so reads do not all turn into writes. */
const lastUsedResolutionMs = 60_000;

/**
 * The caller behind a bearer token and when their session expires, or null when the token is
 * unknown, revoked, expired, or its user is deactivated.
 */
export async function findSessionAuth(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ auth: AuthContext; expiresAt: Date } | null> {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      lastUsedAt: authSessions.lastUsedAt,
      expiresAt: authSessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > lastUsedResolutionMs) {
    await db
      .update(authSessions)
      .set({ lastUsedAt: now })
      .where(eq(authSessions.id, row.sessionId));
  }
  const { sessionId, lastUsedAt: _lastUsedAt, expiresAt, ...user } = row;
  return { auth: { sessionId, user }, expiresAt };
}

/** Sign-out: revokes one session, and drops it from this process's caller cache at once. */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  callerCache.forgetSession(sessionId);
}

/**
 * Revokes every open session of a user (deactivation, access changes). Returns how many. It runs
 * inside the caller's transaction, so the CALLER calls `callerCache.forgetUser` after the commit
 * (forgetting earlier would let a concurrent request cache the rows the commit replaces).
 */
export async function revokeUserSessions(db: Database, userId: number): Promise<number> {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return revoked.length;
}

/** Deletes sessions that expired or were revoked more than `olderThanDays` ago. */
export async function pruneSessions(db: Database, olderThanDays = 30): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanDays * 86_400_000);
  const deleted = await db
    .delete(authSessions)
    .where(or(lt(authSessions.expiresAt, cutoff), lt(authSessions.revokedAt, cutoff)))
    .returning({ id: authSessions.id });
  return deleted.length;
}

/** The account a verified email belongs to (emails are stored lower-case). */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

/**
 * The same, with the user's row locked until the transaction ends: a user's sign-ins then take
 * turns, so two at once cannot both count the sessions before either adds its own.
 */
export async function lockUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .for('update');
  return user ?? null;
}

export async function recordLogin(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Deactivates a user and revokes every session they hold, so an open browser is signed out on
 * its next call. Returns false when no such user exists.
 */
export async function deactivateAndRevokeSessions(db: Database, userId: number): Promise<boolean> {
  const deactivated = await inTransaction(db, async (tx) => {
    const updated = await tx
      .update(users)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await revokeUserSessions(tx, userId);
    return true;
  });
  // After the commit: see `CallerCache`.
  if (deactivated) callerCache.forgetUser(userId);
  return deactivated;
}
