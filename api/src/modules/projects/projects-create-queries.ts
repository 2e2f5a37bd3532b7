import { and, desc, eq } from 'drizzle-orm';
import {
  calculateProposal,
  pricingOfSaved,
  type StoredPricing,
  projectMilestoneKeys,
  projectStartStageName,
  proposalDataSchema,
  proposalInputsOf,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { dealStages, proposalStatuses } from '../../db/schema';
import { deals } from '../deals/deals-tables';
import { recordNotification } from '../notifications';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';
import { recordTimelineEvent } from '../timeline';
import { projectMilestones, projects } from './projects-tables';

/** The proposal status whose version is the system sold. */
export const soldProposalStatus = 'Approved';

/** The system of the deal's latest approved proposal version with a saved design, if any. */
async function soldSystemOf(tx: Database, dealId: number) {
  const [latest] = await tx
    .select({
      id: proposals.id,
      proposalVersion: proposals.proposalVersion,
      data: proposalSavedDetails.data,
      pricing: proposalSavedDetails.pricing,
    })
    .from(proposals)
    .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.proposalStatusId))
    .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(and(eq(proposals.dealId, dealId), eq(proposalStatuses.name, soldProposalStatus)))
    .orderBy(desc(proposals.proposalVersion))
    .limit(1);
  return latest ? soldSystemFrom(latest) : null;
}

/**
 * What a project copies from an approved proposal version's saved design: its panels, size and
 * price as the stored pricing gives them. A design the schema no longer reads gives no system.
 */
export function soldSystemFrom(latest: {
  id: number;
  proposalVersion: number;
  data: unknown;
  pricing: unknown;
}) {
  const design = proposalDataSchema.safeParse(latest.data);
  if (!design.success) return null;
  const results = calculateProposal(
    proposalInputsOf(design.data),
    pricingOfSaved(latest.pricing as StoredPricing | null, design.data.selectedProgram),
  );
  return {
    proposalId: latest.id,
    proposalVersion: latest.proposalVersion,
    systemPanels: results.panelQty,
    systemSizeHundredthsKw: results.systemSizeHundredthsKw,
    systemPriceCents: results.totalWithHstCents,
  };
}

/**
 * Starts the deal's installation project, with every milestone, in the caller's transaction:
 * the one way a project comes to be. A deal has at most one (the unique deal id decides between
 * two saves reaching Closed Won at once), so a deal that already has one is left alone and the
 * answer is null. The owner is the deal's sales person; the system is copied from the deal's
 * latest approved proposal now, so later proposal work does not change what was sold.
 */
export async function createProjectForDeal(
  tx: Database,
  input: { dealId: number; actorUserId: number | null },
): Promise<number | null> {
  const [deal] = await tx
    .select({ name: deals.name, salesPersonId: deals.salesPersonId })
    .from(deals)
    .where(eq(deals.id, input.dealId));
  if (!deal) return null;
  const system = await soldSystemOf(tx, input.dealId);
  const [created] = await tx
    .insert(projects)
    .values({ dealId: input.dealId, ownerId: deal.salesPersonId, ...system })
    .onConflictDoNothing({ target: projects.dealId })
    .returning({ id: projects.id });
  if (!created) return null;
  await tx
    .insert(projectMilestones)
    .values(
      projectMilestoneKeys.map((key, position) => ({ projectId: created.id, key, position })),
    );
  await recordTimelineEvent(tx, {
    dealId: input.dealId,
    actorUserId: input.actorUserId,
    kind: 'project.created',
    details: {
      project_id: created.id,
      proposal_version: system?.proposalVersion ?? null,
    },
  });
  // A project the product started by itself (at installation) is nobody's news.
  if (input.actorUserId === null) return created.id;
  await recordNotification(tx, {
    recipientId: deal.salesPersonId,
    actorUserId: input.actorUserId,
    kind: 'project_changed',
    target: { kind: 'deal', dealId: input.dealId },
    parts: { deal: deal.name, change: 'project started' },
  });
  return created.id;
}

/**
 * Starts the project when a deal's stage is now Closed Won: called by every write that sets a
 * deal's stage (creating a deal, converting a lead, the deal's edit and the board's moves), in
 * the transaction of that write.
 */
export async function startProjectIfWon(
  tx: Database,
  input: { dealId: number; stageId: number; actorUserId: number | null },
): Promise<void> {
  const [stage] = await tx
    .select({ name: dealStages.name })
    .from(dealStages)
    .where(eq(dealStages.id, input.stageId));
  if (stage?.name !== projectStartStageName) return;
  await createProjectForDeal(tx, { dealId: input.dealId, actorUserId: input.actorUserId });
}
