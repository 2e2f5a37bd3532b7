import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  defaultProposalData,
  projectMilestoneKeys,
  projectStartStageName,
  savedPanelAt,
} from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { dealStages, dealStatuses, proposalStatuses } from '../../../db/schema';
import { createTestDatabase } from '../../../testing/test-database';
import { addresses, dealEvents, deals } from '../../deals/deals-tables';
import { proposals, proposalSavedDetails } from '../../proposals/proposals-tables';
import { createProjectForDeal } from '../projects-create-queries';
import { projectMilestones, projects } from '../projects-tables';
import { seedProjects } from '../seed-projects';

let database: DatabaseHandle;
let wonStageId: number;
let otherStageId: number;
let statusId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const stages = await database.db.select().from(dealStages);
  wonStageId = stages.find((stage) => stage.name === projectStartStageName)!.id;
  otherStageId = stages.find((stage) => stage.name !== projectStartStageName)!.id;
  const [status] = await database.db.select({ id: dealStatuses.id }).from(dealStatuses).limit(1);
  statusId = status!.id;
});

afterAll(async () => {
  await database.close();
});

/** A deal written straight to its table, as deals won before projects existed were. */
async function oldDeal(name: string, stageId: number): Promise<number> {
  const [address] = await database.db
    .insert(addresses)
    .values({ address: `${name} Road` })
    .returning({ id: addresses.id });
  const [deal] = await database.db
    .insert(deals)
    .values({ name, stageId, statusId, addressId: address!.id })
    .returning({ id: deals.id });
  return deal!.id;
}

/** An approved proposal version of 12 panels, saved without stored pricing (older designs). */
async function approvedDesign(dealId: number): Promise<number> {
  const [approved] = await database.db
    .select({ id: proposalStatuses.id })
    .from(proposalStatuses)
    .where(eq(proposalStatuses.name, 'Approved'));
  const [proposal] = await database.db
    .insert(proposals)
    .values({ dealId, proposalVersion: 1, proposalStatusId: approved!.id })
    .returning({ id: proposals.id });
  const data = {
    ...defaultProposalData(),
    panels: Array.from({ length: 12 }, (_, index) =>
      savedPanelAt(index + 1, 100 + (index % 6) * 50, 320 + Math.floor(index / 6) * 70),
    ),
    nextPanelId: 13,
  };
  await database.db
    .insert(proposalSavedDetails)
    .values({ proposalId: proposal!.id, name: 'Version 1', data });
  return proposal!.id;
}

const projectsOf = (dealIds: number[]) =>
  database.db.select().from(projects).where(inArray(projects.dealId, dealIds));

describe('seedProjects on a database with old Closed Won deals', () => {
  it('gives each won deal without a project exactly one, with its milestones and timeline entry, however often it starts', async () => {
    const won = await Promise.all(
      ['Old Won A', 'Old Won B', 'Old Won C'].map((name) => oldDeal(name, wonStageId)),
    );
    const open = await oldDeal('Old Open', otherStageId);
    const alreadyStarted = await oldDeal('Old Won Started', wonStageId);
    const startedProjectId = await inTransaction(database.db, (tx) =>
      createProjectForDeal(tx, { dealId: alreadyStarted, actorUserId: null }),
    );
    // Two won deals sold with the same design: one started the ordinary way, one by the seed.
    const soldByDeal = await oldDeal('Old Won Sold', otherStageId);
    const soldBySeed = await oldDeal('Old Won Sold Too', wonStageId);
    await approvedDesign(soldByDeal);
    const seedProposalId = await approvedDesign(soldBySeed);
    await inTransaction(database.db, (tx) =>
      createProjectForDeal(tx, { dealId: soldByDeal, actorUserId: null }),
    );

    // Two API processes starting together on one database.
    const [first, second] = await Promise.all([
      seedProjects(database.db),
      seedProjects(database.db),
    ]);
    expect(first + second).toBe(4);
    expect(await seedProjects(database.db)).toBe(0);

    const started = [...won, soldBySeed];
    const rows = await projectsOf([...started, open, alreadyStarted]);
    expect(rows.map((row) => row.dealId).sort((a, b) => a - b)).toEqual(
      [...started, alreadyStarted].sort((a, b) => a - b),
    );
    expect(rows.find((row) => row.dealId === alreadyStarted)!.id).toBe(startedProjectId);

    const milestones = await database.db
      .select({ projectId: projectMilestones.projectId, key: projectMilestones.key })
      .from(projectMilestones)
      .where(
        inArray(
          projectMilestones.projectId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(projectMilestones.projectId, projectMilestones.position);
    for (const row of rows) {
      expect(
        milestones.filter((milestone) => milestone.projectId === row.id).map(({ key }) => key),
      ).toEqual([...projectMilestoneKeys]);
    }

    const entries = await database.db
      .select({ dealId: dealEvents.dealId, n: sql<number>`count(*)::int` })
      .from(dealEvents)
      .where(
        and(
          eq(dealEvents.action, 'project.created'),
          inArray(dealEvents.dealId, [...started, alreadyStarted]),
        ),
      )
      .groupBy(dealEvents.dealId);
    expect(entries.map(({ n }) => n)).toEqual([1, 1, 1, 1, 1]);

    // The seed copies the sold system exactly as a deal reaching Closed Won does.
    const [byDeal] = await projectsOf([soldByDeal]);
    const [bySeed] = await projectsOf([soldBySeed]);
    expect(bySeed!.proposalId).toBe(seedProposalId);
    expect(bySeed!.systemPanels).toBe(12);
    expect({
      panels: bySeed!.systemPanels,
      size: bySeed!.systemSizeHundredthsKw,
      price: bySeed!.systemPriceCents,
    }).toEqual({
      panels: byDeal!.systemPanels,
      size: byDeal!.systemSizeHundredthsKw,
      price: byDeal!.systemPriceCents,
    });
  });
});
