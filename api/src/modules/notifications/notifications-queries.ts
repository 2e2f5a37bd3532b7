import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  meetingSoonMinutes,
  messages,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  notificationsMaxPageSize,
  type NotificationTargetKind,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { type DealCaller, teamIdsSql } from '../deals';
import { dealEvents, deals } from '../deals/deals-tables';
import { notifications } from './notifications-tables';

const defaultPageSize = 20;

// Leads, meetings and imports sit above this module (they tell people through it), so their
// tables are named in SQL rather than imported.

/**
 * A notification is listed only while its recipient may still open its target, by the target's
 * own rule: a deal or a lead by the sales-person tree, a meeting by its people in the tree (and
 * its deal), an import by the person who uploaded it.
 */
function openableCondition(caller: DealCaller): SQL {
  const team = teamIdsSql(caller.id);
  const importIsMine = sql`(${notifications.uploadId} IS NULL OR EXISTS (
      SELECT 1 FROM zoho_uploads u WHERE u.id = ${notifications.uploadId}
        AND u.created_by = ${caller.id}))`;
  if (caller.isSuperuser) return importIsMine;
  return sql`(${notifications.dealId} IS NULL OR EXISTS (
      SELECT 1 FROM ${deals} WHERE ${deals.id} = ${notifications.dealId}
        AND ${deals.salesPersonId} IN ${team}))
    AND (${notifications.leadId} IS NULL OR EXISTS (
      SELECT 1 FROM leads l WHERE l.id = ${notifications.leadId}
        AND l.owner_id IN ${team}))
    AND (${notifications.meetingId} IS NULL OR EXISTS (
      SELECT 1 FROM meetings m LEFT JOIN ${deals} d ON d.id = m.deal_id
      WHERE m.id = ${notifications.meetingId}
        AND EXISTS (SELECT 1 FROM meeting_participants vp
          WHERE vp.meeting_id = m.id AND vp.user_id IN ${team})
        AND (m.deal_id IS NULL OR coalesce(d.sales_person_id IN ${team}, false))))
    AND ${importIsMine}`;
}

/**
 * The notices that come from time rather than from a change: a task of the caller due on their
 * day, a meeting of theirs starting within the announcement window. Computed when the caller reads
 * the bell; the unique (recipient, key) makes it once per task and day and per meeting and start,
 * whichever API process gets there first.
 */
async function recordTimelyNotifications(db: Database, callerId: number, today: string) {
  await db.execute(sql`
    INSERT INTO ${notifications}
      (recipient_id, kind, target_kind, deal_id, lead_id, parts, once_key)
    SELECT e.task_assignee_id, 'task_due',
      CASE WHEN e.deal_id IS NULL THEN 'lead' ELSE 'deal' END,
      e.deal_id, CASE WHEN e.deal_id IS NULL THEN e.lead_id END,
      jsonb_build_object('task', e.task_title, 'due', e.task_due_date::text),
      'task_due:' || e.id || ':' || e.task_due_date::text
    FROM ${dealEvents} e
    WHERE e.action = 'task' AND e.task_done_at IS NULL
      AND e.task_assignee_id = ${callerId} AND e.task_due_date = ${today}::date
    ON CONFLICT (recipient_id, once_key) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO ${notifications} (recipient_id, kind, target_kind, meeting_id, parts, once_key)
    SELECT p.user_id, 'meeting_soon', 'meeting', m.id,
      jsonb_build_object('meeting', m.title, 'starts_at',
        to_char(m.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      'meeting_soon:' || m.id || ':' || extract(epoch FROM m.starts_at)::bigint
    FROM meeting_participants p JOIN meetings m ON m.id = p.meeting_id
    WHERE p.user_id = ${callerId} AND p.starts_at > now()
      AND p.starts_at <= now() + make_interval(mins => ${meetingSoonMinutes})
    ON CONFLICT (recipient_id, once_key) DO NOTHING`);
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  const target =
    row.dealId !== null ? row.dealId : (row.leadId ?? row.meetingId ?? row.uploadId ?? 0);
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    target: { kind: row.targetKind as NotificationTargetKind, id: target },
    parts: row.parts,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** `GET /api/notifications/`: the caller's notifications, newest first, and how many are unread. */
export async function myNotifications(
  db: Database,
  caller: DealCaller,
  query: { before?: number; limit?: number; today: string },
): Promise<NotificationPage> {
  await recordTimelyNotifications(db, caller.id, query.today);
  const limit = Math.min(query.limit ?? defaultPageSize, notificationsMaxPageSize);
  const mine = and(eq(notifications.recipientId, caller.id), openableCondition(caller));
  const rows = await db
    .select()
    .from(notifications)
    .where(and(mine, query.before === undefined ? undefined : lt(notifications.id, query.before)))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const [count] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  const page = rows.slice(0, limit);
  return {
    notifications: page.map(toNotification),
    unread: count?.unread ?? 0,
    next_before: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** `POST /api/notifications/{id}/read/`: only the recipient's own, and only one they may open. */
export async function markNotificationRead(
  db: Database,
  caller: DealCaller,
  notificationId: number,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.recipientId, caller.id),
        openableCondition(caller),
      ),
    )
    .returning();
  if (!row) throw new HttpError(404, messages.apiNotificationNotFound);
  return toNotification(row);
}

/** `POST /api/notifications/read-all/`: every unread notification of the caller. */
export async function markAllNotificationsRead(db: Database, caller: DealCaller): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, caller.id), isNull(notifications.readAt)));
}
