import { eq, sql } from 'drizzle-orm';
import type { NotificationKind } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { notifications } from './notifications-tables';

/** The page a notification opens: its row, so reading can apply that row's access rule. */
export type NotificationTarget =
  | { kind: 'deal'; dealId: number }
  | { kind: 'lead'; leadId: number }
  | { kind: 'meeting'; meetingId: number }
  | { kind: 'import'; uploadId: number };

export interface NotificationRecord {
  recipientId: number | null;
  /** Who made the change; null for the product itself. Nobody is told of their own change. */
  actorUserId: number | null;
  kind: NotificationKind;
  target: NotificationTarget;
  /** The names of then (who, the task, the deal…), shown as they were. */
  parts: Record<string, string>;
}

export function targetColumns(target: NotificationTarget) {
  return {
    targetKind: target.kind,
    dealId: target.kind === 'deal' ? target.dealId : null,
    leadId: target.kind === 'lead' ? target.leadId : null,
    meetingId: target.kind === 'meeting' ? target.meetingId : null,
    uploadId: target.kind === 'import' ? target.uploadId : null,
  };
}

/** A person as the bell names them then: full name, else username, else e-mail. */
async function personName(tx: Database, userId: number): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(
        nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''),
        nullif(${users.username}, ''),
        ${users.email})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
}

/**
 * Tells someone of a change. Call it with the transaction that makes the change, so a refused or
 * rolled-back change tells nobody and a committed one always does.
 */
export async function recordNotification(tx: Database, record: NotificationRecord): Promise<void> {
  if (record.recipientId === null || record.recipientId === record.actorUserId) return;
  const actor = record.actorUserId === null ? '' : await personName(tx, record.actorUserId);
  await tx.insert(notifications).values({
    recipientId: record.recipientId,
    kind: record.kind,
    ...targetColumns(record.target),
    parts: { ...record.parts, ...(actor === '' ? {} : { actor }) },
  });
}
