import { and, desc, eq, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  messages,
  type MyTask,
  type MyTasks,
  myTasksListLimit,
  type TimelineDirection,
  type TimelineEntry,
  type TimelineFilter,
  type TimelineKind,
  type TimelineMessageWrite,
  type TimelinePage,
  timelinePageSize,
  type TimelineTaskPatch,
  type TimelineTaskWrite,
  timelineMeetingKinds,
  timelineUserKinds,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { type DealCaller, requireDealAccess, teamIdsSql } from '../deals';
import { dealEvents, deals } from '../deals/deals-tables';
import { recordNotification } from '../notifications';

/**
 * Whose timeline: a deal's, or a lead's. A converted lead's entries carry both ids, so they are on
 * the lead's timeline and on the new deal's.
 */
export type TimelineSubject = { dealId: number } | { leadId: number };

/** The rows of a subject's timeline. */
function subjectCondition(subject: TimelineSubject): SQL {
  return 'dealId' in subject
    ? eq(dealEvents.dealId, subject.dealId)
    : eq(dealEvents.leadId, subject.leadId);
}

/** The ids a new entry on the subject's timeline is written with. */
function subjectIds(subject: TimelineSubject): { dealId: number | null; leadId: number | null } {
  return 'dealId' in subject
    ? { dealId: subject.dealId, leadId: null }
    : { dealId: null, leadId: subject.leadId };
}

/** The deal's or lead's name as it is now, for the notice of a task on it. */
async function subjectName(tx: Database, subject: TimelineSubject): Promise<string> {
  if ('dealId' in subject) {
    const [deal] = await tx
      .select({ name: deals.name })
      .from(deals)
      .where(eq(deals.id, subject.dealId));
    return deal?.name ?? '';
  }
  // Leads sit above the timeline, so their table is named in SQL rather than imported.
  const result = await tx.execute(
    sql`SELECT btrim(concat_ws(' ', first_name, last_name)) AS name FROM leads WHERE id = ${subject.leadId}`,
  );
  const [lead] = (result as { rows: { name: string }[] }).rows;
  return lead?.name ?? '';
}

/** Tells the assignee of a task someone else gave them, in the transaction that assigns it. */
async function notifyTaskAssigned(
  tx: Database,
  caller: DealCaller,
  subject: TimelineSubject,
  assigneeId: number,
  title: string,
): Promise<void> {
  await recordNotification(tx, {
    recipientId: assigneeId,
    actorUserId: caller.id,
    kind: 'task_assigned',
    target:
      'dealId' in subject
        ? { kind: 'deal', dealId: subject.dealId }
        : { kind: 'lead', leadId: subject.leadId },
    parts: { task: title, subject: await subjectName(tx, subject) },
  });
}

const actors = alias(users, 'actor');
const assignees = alias(users, 'assignee');
const finishers = alias(users, 'finisher');

/** The name shown beside an entry: the person's full name, else their username, else e-mail. */
function nameSql(person: typeof actors | typeof assignees | typeof finishers) {
  return sql<string | null>`coalesce(
    nullif(btrim(concat_ws(' ', ${person.firstName}, ${person.lastName})), ''),
    nullif(${person.username}, ''),
    ${person.email})`;
}

const entryColumns = {
  id: dealEvents.id,
  kind: dealEvents.action,
  at: dealEvents.at,
  details: dealEvents.details,
  body: dealEvents.body,
  direction: dealEvents.direction,
  taskTitle: dealEvents.taskTitle,
  taskDueDate: dealEvents.taskDueDate,
  taskDoneAt: dealEvents.taskDoneAt,
  version: dealEvents.version,
  actorId: actors.id,
  actorName: nameSql(actors),
  assigneeId: assignees.id,
  assigneeName: nameSql(assignees),
  finisherId: finishers.id,
  finisherName: nameSql(finishers),
};

function selectEntries(db: Database) {
  return db
    .select(entryColumns)
    .from(dealEvents)
    .leftJoin(actors, eq(actors.id, dealEvents.actorUserId))
    .leftJoin(assignees, eq(assignees.id, dealEvents.taskAssigneeId))
    .leftJoin(finishers, eq(finishers.id, dealEvents.taskDoneBy));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

const personOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

function toEntry(row: EntryRow): TimelineEntry {
  return {
    id: row.id,
    kind: row.kind as TimelineKind,
    at: row.at.toISOString(),
    actor: personOf(row.actorId, row.actorName),
    body: row.body,
    direction: row.direction as TimelineDirection | null,
    task:
      row.kind === 'task'
        ? {
            title: row.taskTitle ?? '',
            due_date: row.taskDueDate ?? '',
            assignee: personOf(row.assigneeId, row.assigneeName),
            done: row.taskDoneAt !== null,
            done_at: row.taskDoneAt?.toISOString() ?? null,
            done_by: personOf(row.finisherId, row.finisherName),
            version: row.version,
          }
        : null,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

/** The kinds a filter keeps: one kind people write, or every automatic event. */
function kindCondition(filter: TimelineFilter | undefined) {
  if (filter === undefined) return undefined;
  if (filter === 'event') return notInArray(dealEvents.action, [...timelineUserKinds]);
  if (filter === 'meeting') return inArray(dealEvents.action, [...timelineMeetingKinds]);
  return eq(dealEvents.action, filter);
}

type TimelineQuery = { kind?: TimelineFilter; before?: number; limit?: number };

/** `GET /api/crm/deals/{dealId}/timeline/`, behind the per-deal rule. */
export async function dealTimeline(
  db: Database,
  caller: DealCaller,
  dealId: number,
  query: TimelineQuery,
): Promise<TimelinePage> {
  await requireDealAccess(db, caller, dealId);
  return subjectTimeline(db, { dealId }, query);
}

/**
 * A page of a deal's or lead's timeline, newest first; the caller has checked access. The order
 * is the entry id, which grows with every entry written, so the next page starts strictly below
 * the last id shown and an entry added meanwhile never shifts or repeats a page.
 */
export async function subjectTimeline(
  db: Database,
  subject: TimelineSubject,
  query: TimelineQuery,
): Promise<TimelinePage> {
  const limit = query.limit ?? timelinePageSize;
  const rows = await selectEntries(db)
    .where(
      and(
        subjectCondition(subject),
        query.before === undefined ? undefined : lt(dealEvents.id, query.before),
        kindCondition(query.kind),
      ),
    )
    .orderBy(desc(dealEvents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    results: page.map(toEntry),
    next_before: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

async function readEntry(db: Database, entryId: number): Promise<TimelineEntry> {
  const [row] = await selectEntries(db).where(eq(dealEvents.id, entryId));
  if (!row) throw new HttpError(404, messages.apiTimelineEntryNotFound);
  return toEntry(row);
}

// The writes below are on a subject whose access the caller (a deal's or a lead's route) has
// already checked by that subject's rule.

/** `POST …/timeline/notes/` */
export async function addNote(
  db: Database,
  caller: DealCaller,
  subject: TimelineSubject,
  body: string,
): Promise<TimelineEntry> {
  const [row] = await db
    .insert(dealEvents)
    .values({ ...subjectIds(subject), actorUserId: caller.id, action: 'note', details: {}, body })
    .returning({ id: dealEvents.id });
  return readEntry(db, row!.id);
}

/** `POST …/timeline/calls/` and `…/timeline/emails/` */
export async function logMessage(
  db: Database,
  caller: DealCaller,
  subject: TimelineSubject,
  kind: 'call' | 'email',
  write: TimelineMessageWrite,
): Promise<TimelineEntry> {
  const [row] = await db
    .insert(dealEvents)
    .values({
      ...subjectIds(subject),
      actorUserId: caller.id,
      action: kind,
      details: {},
      body: write.summary,
      direction: write.direction,
    })
    .returning({ id: dealEvents.id });
  return readEntry(db, row!.id);
}

/** A task goes to an active staff member; anyone else is refused before anything is written. */
async function requireAssignable(db: Database, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isStaff, true), eq(users.isActive, true)));
  if (!row) throw new HttpError(400, messages.apiTimelineAssigneeNotStaff);
}

/** `POST …/timeline/tasks/` */
export async function addTask(
  db: Database,
  caller: DealCaller,
  subject: TimelineSubject,
  write: TimelineTaskWrite,
): Promise<TimelineEntry> {
  await requireAssignable(db, write.assignee);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(dealEvents)
      .values({
        ...subjectIds(subject),
        actorUserId: caller.id,
        action: 'task',
        details: {},
        taskTitle: write.title,
        taskDueDate: write.due_date,
        taskAssigneeId: write.assignee,
      })
      .returning({ id: dealEvents.id });
    await notifyTaskAssigned(tx, caller, subject, write.assignee, write.title);
    return readEntry(tx, row!.id);
  });
}

/**
 * `PATCH …/timeline/tasks/{entryId}/`: ticks a task done (who and when) or undone, reassigns it,
 * or changes its title or date. A change made from an older version than the stored one is
 * refused (409), so two people never silently overwrite each other.
 */
export async function updateTask(
  db: Database,
  caller: DealCaller,
  subject: TimelineSubject,
  entryId: number,
  patch: TimelineTaskPatch,
): Promise<TimelineEntry> {
  if (patch.assignee !== undefined) await requireAssignable(db, patch.assignee);
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({
        version: dealEvents.version,
        assigneeId: dealEvents.taskAssigneeId,
        title: dealEvents.taskTitle,
      })
      .from(dealEvents)
      .where(
        and(eq(dealEvents.id, entryId), subjectCondition(subject), eq(dealEvents.action, 'task')),
      )
      .for('update');
    if (!current) throw new HttpError(404, messages.apiTimelineEntryNotFound);
    if (current.version !== patch.version) throw versionConflict();
    await tx
      .update(dealEvents)
      .set({
        ...(patch.title === undefined ? {} : { taskTitle: patch.title }),
        ...(patch.due_date === undefined ? {} : { taskDueDate: patch.due_date }),
        ...(patch.assignee === undefined ? {} : { taskAssigneeId: patch.assignee }),
        // Ticking a done task again keeps who finished it first, and when.
        ...(patch.done === undefined
          ? {}
          : patch.done
            ? {
                taskDoneAt: sql`coalesce(${dealEvents.taskDoneAt}, now())`,
                taskDoneBy: sql`case when ${dealEvents.taskDoneAt} is null then ${caller.id} else ${dealEvents.taskDoneBy} end`,
              }
            : { taskDoneAt: null, taskDoneBy: null }),
        version: sql`${dealEvents.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(dealEvents.id, entryId));
    if (patch.assignee !== undefined && patch.assignee !== current.assigneeId) {
      const title = patch.title ?? current.title ?? '';
      await notifyTaskAssigned(tx, caller, subject, patch.assignee, title);
    }
    return readEntry(tx, entryId);
  });
}

/** `DELETE …/timeline/notes/{entryId}/`: only the note's author removes it. */
export async function deleteNote(
  db: Database,
  caller: DealCaller,
  subject: TimelineSubject,
  entryId: number,
): Promise<void> {
  const [note] = await db
    .select({ actorUserId: dealEvents.actorUserId })
    .from(dealEvents)
    .where(
      and(eq(dealEvents.id, entryId), subjectCondition(subject), eq(dealEvents.action, 'note')),
    );
  if (!note) throw new HttpError(404, messages.apiTimelineEntryNotFound);
  if (note.actorUserId !== caller.id) throw new HttpError(403, messages.apiTimelineNotYourNote);
  await db
    .delete(dealEvents)
    .where(and(eq(dealEvents.id, entryId), eq(dealEvents.actorUserId, caller.id)));
}

/** A task row of "My tasks": on a deal, or on a lead that has none. */
interface MyTaskRow {
  id: number;
  title: string | null;
  due_date: string | null;
  version: number;
  deal_id: number | null;
  deal_name: string | null;
  lead_id: number | null;
  lead_name: string | null;
}

/**
 * `GET /api/crm/tasks/mine/`: the caller's open tasks on deals and leads they may still open,
 * split by the caller's own calendar day (`today`, sent by the browser, which knows the user's
 * time zone). A task on a lead that became a deal is on the deal (its entries carry both ids).
 */
export async function myTasks(db: Database, caller: DealCaller, today: string): Promise<MyTasks> {
  // The deal rule on the deal, the same rule on the lead's owner; leads sit above the timeline,
  // so their table is named in SQL rather than imported.
  const team = caller.isSuperuser ? null : teamIdsSql(caller.id);
  const dealVisible = team ? sql`d.sales_person_id IN ${team}` : sql`true`;
  const leadVisible = team ? sql`l.owner_id IN ${team}` : sql`true`;
  const from = sql`FROM ${dealEvents} e
    LEFT JOIN ${deals} d ON d.id = e.deal_id
    LEFT JOIN leads l ON e.deal_id IS NULL AND l.id = e.lead_id
    WHERE e.action = 'task' AND e.task_assignee_id = ${caller.id} AND e.task_done_at IS NULL
      AND ((d.id IS NOT NULL AND ${dealVisible}) OR (l.id IS NOT NULL AND ${leadVisible}))`;
  const groups = {
    overdue: sql`e.task_due_date < ${today}`,
    today: sql`e.task_due_date = ${today}`,
    upcoming: sql`e.task_due_date > ${today}`,
  };
  const listOf = async (condition: SQL): Promise<MyTask[]> => {
    const result = await db.execute(sql`
      SELECT e.id, e.task_title AS title, e.task_due_date::text AS due_date, e.version,
        d.id AS deal_id, d.name AS deal_name,
        l.id AS lead_id, btrim(concat_ws(' ', l.first_name, l.last_name)) AS lead_name
      ${from} AND ${condition}
      ORDER BY e.task_due_date, e.id
      LIMIT ${myTasksListLimit}`);
    return (result as unknown as { rows: MyTaskRow[] }).rows.map((row) => ({
      id: Number(row.id),
      title: row.title ?? '',
      due_date: row.due_date ?? '',
      version: Number(row.version),
      deal: row.deal_id === null ? null : { id: Number(row.deal_id), name: row.deal_name ?? '' },
      lead: row.lead_id === null ? null : { id: Number(row.lead_id), name: row.lead_name ?? '' },
    }));
  };
  const counted = await db.execute(sql`
    SELECT count(*) FILTER (WHERE ${groups.overdue})::int AS overdue,
      count(*) FILTER (WHERE ${groups.today})::int AS today,
      count(*) FILTER (WHERE ${groups.upcoming})::int AS upcoming
    ${from}`);
  const [counts] = (counted as unknown as { rows: MyTasks['counts'][] }).rows;
  return {
    overdue: await listOf(groups.overdue),
    today: await listOf(groups.today),
    upcoming: await listOf(groups.upcoming),
    counts: {
      overdue: Number(counts?.overdue ?? 0),
      today: Number(counts?.today ?? 0),
      upcoming: Number(counts?.upcoming ?? 0),
    },
  };
}
