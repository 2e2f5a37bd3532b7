import { and, eq, sql } from 'drizzle-orm';
import { messages, type SalesPersonMove, type SalesPersonTreeResponse } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type DealCaller, teamIdsSql } from '../deals';
import { salesPersonTreeOf } from './crm-sales-person-tree-queries';

async function requireActiveStaff(db: Database, userId: number, message: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isStaff, true), eq(users.isActive, true)))
    .for('update');
  if (!row) throw new HttpError(400, message);
}

/**
 * Puts a person under another manager (or at the top) inside the caller's transaction; the
 * administration pages reuse it. Refuses cycles: the new manager may be neither the person nor
 * anyone below them. Returns the previous manager id.
 */
export async function applySalesPersonMove(
  tx: Database,
  move: SalesPersonMove,
): Promise<number | null> {
  await requireActiveStaff(tx, move.user_id, messages.apiMoveUnknownUser);
  if (move.manager_id !== null) {
    await requireActiveStaff(tx, move.manager_id, messages.apiMoveUnknownManager);
    // Row locks above serialise two moves of the same people, so two crossing moves cannot
    // together build a cycle that each check alone would allow.
    const [below] = await tx
      .select({ below: sql<boolean>`${move.manager_id}::int in ${teamIdsSql(move.user_id)}` })
      .from(users)
      .where(eq(users.id, move.user_id));
    if (below?.below) throw new HttpError(400, messages.apiMoveCycle);
  }
  const [before] = await tx
    .select({ managerId: users.managerId })
    .from(users)
    .where(eq(users.id, move.user_id));
  await tx
    .update(users)
    .set({ managerId: move.manager_id, updatedAt: new Date() })
    .where(eq(users.id, move.user_id));
  return before?.managerId ?? null;
}

/**
 * Puts a person under another manager (or at the top). Per-deal access reads `manager_id` on
 * every request, so the new manager sees the person's deals at once and the old one stops.
 */
export async function moveSalesPerson(
  db: Database,
  caller: DealCaller,
  move: SalesPersonMove,
): Promise<SalesPersonTreeResponse> {
  if (!caller.isSuperuser) throw new HttpError(403, messages.apiMoveSuperuserOnly);
  await inTransaction(db, (tx) => applySalesPersonMove(tx, move));
  return {
    status: 'success',
    data: await salesPersonTreeOf(db, caller),
    current_user_id: caller.id,
  };
}
