import { and, eq, inArray, isNull } from 'drizzle-orm';
import { projectMilestoneKeys, projectStartStageName } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { dealStages } from '../../db/schema';
import { demoDeals } from '../../seed/seed-deals';
import { deals } from '../deals/deals-tables';
import { createProjectForDeal } from './projects-create-queries';
import { projectMilestones, projects } from './projects-tables';

const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (base: Date, offsetDays: number) =>
  new Date(base.getTime() + offsetDays * dayMs).toISOString().slice(0, 10);

/**
 * Gives every Closed Won deal without a project its project (deals won before projects existed
 * included), after the demo deals. The demo deals' new projects also get a plan (a milestone a
 * week) and some milestones done, a few of them late and one finished, so Active Projects,
 * Projects History and the board show something out of the box. Inserts only what is missing:
 * a second run adds nothing.
 */
export async function seedProjects(db: Database, now: Date = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    const won = await tx
      .select({ id: deals.id, name: deals.name })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .leftJoin(projects, eq(projects.dealId, deals.id))
      .where(and(eq(dealStages.name, projectStartStageName), isNull(projects.id)))
      .orderBy(deals.id);
    const demoNames = new Set(demoDeals().map((deal) => deal.name));
    let added = 0;
    for (const deal of won) {
      const projectId = await createProjectForDeal(tx, { dealId: deal.id, actorUserId: null });
      if (projectId === null) continue;
      added += 1;
      if (!demoNames.has(deal.name)) continue;
      // Every fourth demo project is finished; of the others, half are two weeks behind plan.
      const done = added % 4 === 0 ? projectMilestoneKeys.length : 1 + ((added * 3) % 8);
      const weeksBehind = added % 2 === 0 ? 2 : 0;
      const start = new Date(now.getTime() - (done + weeksBehind) * 7 * dayMs);
      for (const [position, key] of projectMilestoneKeys.entries()) {
        const planned = dayOf(start, position * 7);
        // A milestone done on its planned day, or the day before today if it was planned later.
        const actual =
          position < done ? (planned < dayOf(now, 0) ? planned : dayOf(now, -1)) : null;
        await tx
          .update(projectMilestones)
          .set({ plannedDate: planned, actualDate: actual })
          .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.key, key)));
      }
      if (done === projectMilestoneKeys.length) {
        await tx
          .update(projects)
          .set({ status: 'Done' })
          .where(inArray(projects.id, [projectId]));
      }
    }
    return added;
  });
}
