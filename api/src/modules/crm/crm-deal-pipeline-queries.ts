import { and, desc, eq, inArray } from 'drizzle-orm';
import { type DealPipelineChange, displayNameOf, type PipelineMove } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { dealStages, dealStatuses, users } from '../../db/schema';
import { dealEvents } from '../deals/deals-tables';
import { type DealCaller, requireDealAccess } from '../deals';
import { recordTimelineEvent } from '../timeline';

/** The action of a `deal_events` row written by a save that moved the stage or the status. */
const pipelineChangedAction = 'deal.pipeline_changed' as const;

/** What a `deal.pipeline_changed` row keeps in `details`: the moves, with the names of then. */
interface PipelineChangeDetails {
  stage: PipelineMove | null;
  status: PipelineMove | null;
}

interface PipelineIds {
  stageId: number;
  statusId: number;
}

async function namesOf(
  db: Database,
  table: typeof dealStages | typeof dealStatuses,
  ids: number[],
): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Writes who moved a deal's stage or status, from what to what, inside the saving transaction
 * (so a refused or rolled-back save leaves no record). Nothing when neither changed. The names
 * are copied: the history must read as it happened even if a stage is later renamed.
 */
export async function recordPipelineChange(
  tx: Database,
  caller: DealCaller,
  dealId: number,
  before: PipelineIds,
  after: PipelineIds,
): Promise<void> {
  const stageMoved = before.stageId !== after.stageId;
  const statusMoved = before.statusId !== after.statusId;
  if (!stageMoved && !statusMoved) return;
  const stageNames = await namesOf(tx, dealStages, [before.stageId, after.stageId]);
  const statusNames = await namesOf(tx, dealStatuses, [before.statusId, after.statusId]);
  const move = (names: Map<number, string>, from: number, to: number): PipelineMove => ({
    from: { id: from, name: names.get(from) ?? '' },
    to: { id: to, name: names.get(to) ?? '' },
  });
  const details: PipelineChangeDetails = {
    stage: stageMoved ? move(stageNames, before.stageId, after.stageId) : null,
    status: statusMoved ? move(statusNames, before.statusId, after.statusId) : null,
  };
  await recordTimelineEvent(tx, {
    dealId,
    actorUserId: caller.id,
    kind: pipelineChangedAction,
    details: { ...details },
  });
}

/** `GET /api/crm/deals/{dealId}/pipeline-history/`: the deal's stage and status moves, newest first. */
export async function dealPipelineHistory(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<DealPipelineChange[]> {
  await requireDealAccess(db, caller, dealId);
  const rows = await db
    .select({
      id: dealEvents.id,
      at: dealEvents.at,
      details: dealEvents.details,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(dealEvents)
    .leftJoin(users, eq(users.id, dealEvents.actorUserId))
    .where(and(eq(dealEvents.dealId, dealId), eq(dealEvents.action, pipelineChangedAction)))
    .orderBy(desc(dealEvents.at), desc(dealEvents.id));
  return rows.map((row) => {
    const details = row.details as PipelineChangeDetails;
    return {
      id: row.id,
      at: row.at.toISOString(),
      changed_by:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name: displayNameOf({
                first_name: row.firstName ?? '',
                last_name: row.lastName ?? '',
                username: row.username ?? '',
                email: row.email ?? '',
              }),
            },
      stage: details.stage,
      status: details.status,
    };
  });
}
