import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type CalendarFeedCreated,
  type CalendarFeedState,
  type Meeting,
  messages,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type DealCaller } from '../deals';
import { meetingsOfPerson } from './meetings-queries';
import { calendarFeedTokens } from './meetings-tables';

/** Only this is stored: a leaked table opens no one's calendar. */
function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const dayMs = 24 * 60 * 60 * 1000;
/** What a subscribed calendar receives: the last three months and the coming year. */
const feedPastDays = 92;
const feedFutureDays = 366;
const feedLimit = 5000;

/** `GET /api/crm/meetings/feed/`: whether the caller has a feed address, and since when. */
export async function calendarFeedState(db: Database, userId: number): Promise<CalendarFeedState> {
  const [row] = await db
    .select({ createdAt: calendarFeedTokens.createdAt })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return { created_at: row?.createdAt.toISOString() ?? null };
}

/**
 * `POST /api/crm/meetings/feed/`: a new private address, replacing (and so revoking) the old one.
 * The token is answered once; only its SHA-256 is stored.
 */
export async function createCalendarFeed(
  db: Database,
  userId: number,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(calendarFeedTokens)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: calendarFeedTokens.userId,
      set: { tokenHash: hashToken(token), createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeedTokens.createdAt });
  return { token, created_at: row!.createdAt.toISOString() };
}

/** `DELETE /api/crm/meetings/feed/`: the address stops working at once. */
export async function revokeCalendarFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

/**
 * `GET /api/public/calendar/{token}.ics`: the meetings of the address's owner, as their own
 * calendar shows them. An unknown or revoked token, or an owner no longer active staff, is 404.
 */
export async function meetingsOfFeed(
  db: Database,
  token: string,
  now: Date,
): Promise<{ owner: string; meetings: Meeting[] }> {
  const [owner] = await db
    .select({ id: users.id, isSuperuser: users.isSuperuser, email: users.email })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(
      and(
        eq(calendarFeedTokens.tokenHash, hashToken(token)),
        eq(users.isActive, true),
        eq(users.isStaff, true),
      ),
    );
  if (!owner) throw new HttpError(404, messages.apiCalendarFeedNotFound);
  const person: DealCaller = { id: owner.id, isSuperuser: owner.isSuperuser };
  const from = new Date(now.getTime() - feedPastDays * dayMs);
  const to = new Date(now.getTime() + feedFutureDays * dayMs);
  return { owner: owner.email, meetings: await meetingsOfPerson(db, person, from, to, feedLimit) };
}
