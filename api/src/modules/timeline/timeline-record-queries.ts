import type { TimelineEventKind } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { dealEvents } from '../deals/deals-tables';

/** Whose timeline an event goes on: a deal's, or a lead's before it became a deal. */
type TimelineOwner = { dealId: number; leadId?: number } | { dealId?: undefined; leadId: number };

export type TimelineEventRecord = TimelineOwner & {
  kind: TimelineEventKind;
  /** What happened, with the names of then: the history reads as it happened. */
  details: Record<string, unknown>;
  /** Who did it; null for the product itself. */
  actorUserId: number | null;
};

/**
 * Records an automatic event on a timeline. Call it with the transaction that makes the change,
 * so a refused or rolled-back change leaves no entry and a committed one always has its entry.
 */
export async function recordTimelineEvent(tx: Database, event: TimelineEventRecord): Promise<void> {
  await tx.insert(dealEvents).values({
    dealId: event.dealId ?? null,
    leadId: event.leadId ?? null,
    actorUserId: event.actorUserId,
    action: event.kind,
    details: event.details,
  });
}
