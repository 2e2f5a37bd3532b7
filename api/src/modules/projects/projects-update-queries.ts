import { and, eq } from 'drizzle-orm';
import {
  completesOutOfOrder,
  messages,
  projectFinalMilestone,
  type ProjectDetails,
  type ProjectMilestoneKey,
  projectMilestoneNames,
  type ProjectMilestoneUpdate,
  type ProjectStatus,
  type ProjectUpdate,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import type { DealCaller } from '../deals';
import { deals } from '../deals/deals-tables';
import { recordNotification } from '../notifications';
import { recordTimelineEvent } from '../timeline';
import { type ProjectMailContext, queueMilestoneMail } from './projects-mail';
import { readProject, requireProjectAccess, serverToday } from './projects-queries';
import { projectMilestones, projects } from './projects-tables';

/** The project's row under lock, at the version the user loaded, with its deal's name. */
async function lockProject(tx: Database, caller: DealCaller, projectId: number, version: number) {
  await requireProjectAccess(tx, caller, projectId);
  const [current] = await tx
    .select()
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!current) throw new HttpError(404, messages.apiProjectNotFound);
  if (current.version !== version) throw versionConflict();
  const [deal] = await tx
    .select({ name: deals.name })
    .from(deals)
    .where(eq(deals.id, current.dealId));
  return { current, dealName: deal?.name ?? '' };
}

async function requireStaffPerson(tx: Database, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isStaff, true), eq(users.isActive, true)));
  if (!row) throw new HttpError(400, messages.apiProjectOwnerNotStaff);
}

/** Tells the project's owner what someone else changed, in the transaction that changes it. */
async function tellOwner(
  tx: Database,
  caller: DealCaller,
  project: { ownerId: number | null; dealId: number },
  dealName: string,
  change: string,
): Promise<void> {
  await recordNotification(tx, {
    recipientId: project.ownerId,
    actorUserId: caller.id,
    kind: 'project_changed',
    target: { kind: 'deal', dealId: project.dealId },
    parts: { deal: dealName, change },
  });
}

/**
 * `PUT /api/projects/:id/`: status (Blocked with its reason), crew and owner, from the version the
 * user loaded. Done comes only from completing the Closed milestone, so a done project's status
 * is not chosen here. The change goes on the deal's timeline in the same transaction.
 */
export async function updateProject(
  db: Database,
  caller: DealCaller,
  projectId: number,
  body: ProjectUpdate,
): Promise<ProjectDetails> {
  return inTransaction(db, async (tx) => {
    const { current, dealName } = await lockProject(tx, caller, projectId, body.version);
    if (body.status !== undefined && current.status === 'Done') {
      throw new HttpError(400, messages.apiProjectDoneByClosedMilestone);
    }
    const status: ProjectStatus = body.status ?? (current.status as ProjectStatus);
    const blockedReason =
      status === 'Blocked' ? (body.blocked_reason ?? current.blockedReason) : '';
    if (status === 'Blocked' && blockedReason === '') {
      throw new HttpError(400, messages.projectBlockedReasonRequired);
    }
    const ownerId = body.owner_id === undefined ? current.ownerId : body.owner_id;
    if (ownerId !== null && ownerId !== current.ownerId) await requireStaffPerson(tx, ownerId);
    const installerCrew = body.installer_crew ?? current.installerCrew;

    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (status !== current.status) changes.status = { from: current.status, to: status };
    if (blockedReason !== current.blockedReason && status === 'Blocked') {
      changes.blocked_reason = { from: current.blockedReason, to: blockedReason };
    }
    if (installerCrew !== current.installerCrew) {
      changes.installer_crew = { from: current.installerCrew, to: installerCrew };
    }
    if (ownerId !== current.ownerId) changes.owner_id = { from: current.ownerId, to: ownerId };

    await tx
      .update(projects)
      .set({
        status,
        blockedReason,
        installerCrew,
        ownerId,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, projectId));
    if (Object.keys(changes).length > 0) {
      await recordTimelineEvent(tx, {
        dealId: current.dealId,
        actorUserId: caller.id,
        kind: 'project.changed',
        details: { project_id: projectId, status, blocked_reason: blockedReason, changes },
      });
      const change = changes.status
        ? `status ${status}${status === 'Blocked' ? ` (${blockedReason})` : ''}`
        : changes.owner_id
          ? 'new owner'
          : 'details updated';
      await tellOwner(tx, caller, { ownerId, dealId: current.dealId }, dealName, change);
    }
    return readProject(tx, projectId);
  });
}

/** What a reached milestone tells: what the deal's timeline records of it. */
interface MilestoneReached {
  dealId: number;
  projectId: number;
  milestone: ProjectMilestoneKey;
  actualDate: string;
  outOfOrderReason: string;
  actorUserId: number;
}

/**
 * THE hook point of a milestone reached: called once per completion, in the transaction that
 * completes it. It records the completion on the deal's timeline and e-mails the deal's customer
 * contacts (those who opted out excepted), queued in this same transaction so a refused change
 * sends nothing.
 */
async function onMilestoneReached(
  tx: Database,
  mail: ProjectMailContext,
  event: MilestoneReached,
): Promise<void> {
  await recordTimelineEvent(tx, {
    dealId: event.dealId,
    actorUserId: event.actorUserId,
    kind: 'project.milestone_changed',
    details: {
      project_id: event.projectId,
      milestone: event.milestone,
      milestone_name: projectMilestoneNames[event.milestone],
      completed_on: event.actualDate,
      out_of_order_reason: event.outOfOrderReason,
    },
  });
  await queueMilestoneMail(tx, mail, { dealId: event.dealId, milestone: event.milestone });
}

/**
 * `PUT /api/projects/:id/milestones/:key/`: a milestone's planned and actual dates, owner and
 * notes. Completing one while an earlier one is not complete needs a reason; completing Closed
 * finishes the project (Done), and taking its date back reopens it. A cancelled project's
 * milestones stay as they were until it is reopened.
 */
export async function updateProjectMilestone(
  db: Database,
  caller: DealCaller,
  projectId: number,
  key: ProjectMilestoneKey,
  body: ProjectMilestoneUpdate,
  mail: ProjectMailContext,
): Promise<ProjectDetails> {
  return inTransaction(db, async (tx) => {
    const { current, dealName } = await lockProject(tx, caller, projectId, body.version);
    if (current.status === 'Cancelled') throw new HttpError(400, messages.apiProjectFinished);
    const milestones = await tx
      .select({
        key: projectMilestones.key,
        plannedDate: projectMilestones.plannedDate,
        actualDate: projectMilestones.actualDate,
        ownerId: projectMilestones.ownerId,
        notes: projectMilestones.notes,
        outOfOrderReason: projectMilestones.outOfOrderReason,
      })
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId));
    const milestone = milestones.find((row) => row.key === key);
    if (!milestone) throw new HttpError(404, messages.apiProjectNotFound);

    const actualDate = body.actual_date === undefined ? milestone.actualDate : body.actual_date;
    if (actualDate !== null && actualDate !== milestone.actualDate && actualDate > serverToday()) {
      throw new HttpError(400, messages.projectActualDateInFuture);
    }
    const completing = milestone.actualDate === null && actualDate !== null;
    let outOfOrderReason = actualDate === null ? '' : milestone.outOfOrderReason;
    if (completing) {
      const dates = milestones.map((row) => ({
        key: row.key as ProjectMilestoneKey,
        planned_date: row.plannedDate,
        actual_date: row.actualDate,
      }));
      outOfOrderReason = '';
      if (completesOutOfOrder(dates, key)) {
        outOfOrderReason = body.out_of_order_reason ?? '';
        if (outOfOrderReason === '') throw new HttpError(400, messages.projectMilestoneOutOfOrder);
      }
    }
    const ownerId = body.owner_id === undefined ? milestone.ownerId : body.owner_id;
    if (ownerId !== null && ownerId !== milestone.ownerId) await requireStaffPerson(tx, ownerId);
    const plannedDate = body.planned_date === undefined ? milestone.plannedDate : body.planned_date;
    const notes = body.notes ?? milestone.notes;

    await tx
      .update(projectMilestones)
      .set({ plannedDate, actualDate, ownerId, notes, outOfOrderReason })
      .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.key, key)));

    let status = current.status;
    if (key === projectFinalMilestone && completing) status = 'Done';
    if (key === projectFinalMilestone && actualDate === null && current.status === 'Done') {
      status = 'On track';
    }
    await tx
      .update(projects)
      .set({
        status,
        blockedReason: status === 'Blocked' ? current.blockedReason : '',
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, projectId));

    const name = projectMilestoneNames[key];
    if (completing) {
      await onMilestoneReached(tx, mail, {
        dealId: current.dealId,
        projectId,
        milestone: key,
        actualDate: actualDate!,
        outOfOrderReason,
        actorUserId: caller.id,
      });
    } else {
      await recordTimelineEvent(tx, {
        dealId: current.dealId,
        actorUserId: caller.id,
        kind: 'project.milestone_changed',
        details: {
          project_id: projectId,
          milestone: key,
          milestone_name: name,
          planned_date: plannedDate,
          actual_date: actualDate,
        },
      });
    }
    await tellOwner(
      tx,
      caller,
      current,
      dealName,
      completing ? `${name} completed` : `${name} updated`,
    );
    return readProject(tx, projectId);
  });
}

/**
 * A delivered shipment of the deal's equipment reaches its project's "Equipment delivered"
 * milestone on the delivered date, in the delivery's transaction, through the same completion
 * as a person's (timeline, the customer's e-mail, the owner's bell). Nothing happens when the deal
 * has no project, the project is cancelled or the milestone already has its date. Earlier
 * milestones still open do not stop it: the delivery is the reason it is out of order.
 * Answers whether it recorded the milestone.
 */
export async function recordEquipmentDelivered(
  tx: Database,
  mail: ProjectMailContext,
  event: { dealId: number; deliveredOn: string; actorUserId: number },
): Promise<boolean> {
  const key: ProjectMilestoneKey = 'equipment_delivered';
  const [current] = await tx
    .select()
    .from(projects)
    .where(eq(projects.dealId, event.dealId))
    .for('update');
  if (!current || current.status === 'Cancelled') return false;
  const milestones = await tx
    .select({
      key: projectMilestones.key,
      plannedDate: projectMilestones.plannedDate,
      actualDate: projectMilestones.actualDate,
    })
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, current.id));
  const milestone = milestones.find((row) => row.key === key);
  if (!milestone || milestone.actualDate !== null) return false;
  const dates = milestones.map((row) => ({
    key: row.key as ProjectMilestoneKey,
    planned_date: row.plannedDate,
    actual_date: row.actualDate,
  }));
  const outOfOrderReason = completesOutOfOrder(dates, key)
    ? messages.shipmentDeliveredMilestoneReason
    : '';
  await tx
    .update(projectMilestones)
    .set({ actualDate: event.deliveredOn, outOfOrderReason })
    .where(and(eq(projectMilestones.projectId, current.id), eq(projectMilestones.key, key)));
  await tx
    .update(projects)
    .set({ version: current.version + 1, updatedAt: new Date() })
    .where(eq(projects.id, current.id));
  await onMilestoneReached(tx, mail, {
    dealId: current.dealId,
    projectId: current.id,
    milestone: key,
    actualDate: event.deliveredOn,
    outOfOrderReason,
    actorUserId: event.actorUserId,
  });
  const [deal] = await tx
    .select({ name: deals.name })
    .from(deals)
    .where(eq(deals.id, current.dealId));
  await tellOwner(
    tx,
    { id: event.actorUserId, isSuperuser: false },
    current,
    deal?.name ?? '',
    `${projectMilestoneNames[key]} completed`,
  );
  return true;
}
