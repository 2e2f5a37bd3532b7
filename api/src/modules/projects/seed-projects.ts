import { sql } from 'drizzle-orm';
import { projectMilestoneKeys, projectStartStageName } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { rowsOf } from '../../db/rows-of';
import { dealStages, proposalStatuses } from '../../db/schema';
import { demoDeals } from '../../seed/seed-deals';
import { dealEvents, deals } from '../deals/deals-tables';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';
import { soldProposalStatus, soldSystemFrom } from './projects-create-queries';
import { projectMilestones, projects } from './projects-tables';

/** A won deal without a project, and its latest approved proposal version with a saved design. */
interface SoldDesignRow {
  deal_id: number;
  id: number;
  proposal_version: number;
  data: unknown;
  pricing: unknown;
}

/**
 * Gives every Closed Won deal without a project its project (deals won before projects existed
 * included), with every milestone and its "project started" timeline entry, as one statement: a
 * database with years of won deals gets them all in about the time of one query, before the API
 * answers. The demo deals' new projects also get a plan (a milestone a week) and some milestones
 * done, a few of them late and one in four finished, so Active Projects, Projects History and the
 * board show something out of the box. Inserts only what is missing: a second run adds nothing,
 * and two API processes starting together on one database give each deal one project (the
 * unique deal id sends the later insert to `ON CONFLICT DO NOTHING`, and only the rows actually
 * inserted get milestones and an entry).
 */
export async function seedProjects(db: Database, now: Date = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    // The sold system is worked out by the shared calculator from the saved design, as when a
    // deal reaches Closed Won; only won deals with an approved design need it.
    const sold = rowsOf<SoldDesignRow>(
      await tx.execute(sql`
        SELECT DISTINCT ON (p.deal_id) p.deal_id, p.id, p.proposal_version, s.data, s.pricing
        FROM ${proposals} p
        JOIN ${proposalStatuses} ps ON ps.id = p.proposal_status_id
        JOIN ${proposalSavedDetails} s ON s.proposal_id = p.id
        JOIN ${deals} d ON d.id = p.deal_id
        JOIN ${dealStages} st ON st.id = d.stage_id
        WHERE ps.name = ${soldProposalStatus} AND st.name = ${projectStartStageName}
          AND NOT EXISTS (SELECT 1 FROM ${projects} pr WHERE pr.deal_id = p.deal_id)
        ORDER BY p.deal_id, p.proposal_version DESC`),
    );
    const systems = sold.flatMap((row) => {
      const system = soldSystemFrom({
        id: Number(row.id),
        proposalVersion: Number(row.proposal_version),
        data: row.data,
        pricing: row.pricing,
      });
      return system ? [{ deal_id: Number(row.deal_id), ...system }] : [];
    });
    const demoNames = [...new Set(demoDeals().map((deal) => deal.name))];
    const finished = projectMilestoneKeys.length;
    // `n` numbers the new projects by deal id. Of the demo ones, every fourth is finished; of the
    // others, half are two weeks behind plan. A milestone is done on its planned day, or the day
    // before today if it was planned later.
    const result = await tx.execute(sql`
      WITH won AS (
        SELECT d.id AS deal_id, d.sales_person_id,
          d.name IN (SELECT jsonb_array_elements_text(${JSON.stringify(demoNames)}::jsonb)) AS demo,
          row_number() OVER (ORDER BY d.id) AS n
        FROM ${deals} d
        JOIN ${dealStages} st ON st.id = d.stage_id
        WHERE st.name = ${projectStartStageName}
          AND NOT EXISTS (SELECT 1 FROM ${projects} pr WHERE pr.deal_id = d.id)
      ),
      plan AS (
        SELECT won.*,
          CASE WHEN n % 4 = 0 THEN ${finished} ELSE 1 + (n * 3) % 8 END AS done,
          CASE WHEN n % 2 = 0 THEN 2 ELSE 0 END AS weeks_behind
        FROM won
      ),
      sold AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(systems)}::jsonb) AS x(
          deal_id integer, "proposalId" integer, "proposalVersion" integer, "systemPanels" integer,
          "systemSizeHundredthsKw" integer, "systemPriceCents" bigint)
      ),
      created AS (
        INSERT INTO ${projects} (deal_id, owner_id, status, proposal_id, proposal_version,
          system_panels, system_size_hundredths_kw, system_price_cents)
        SELECT plan.deal_id, plan.sales_person_id,
          CASE WHEN plan.demo AND plan.done = ${finished} THEN 'Done' ELSE 'On track' END,
          sold."proposalId", sold."proposalVersion", sold."systemPanels",
          sold."systemSizeHundredthsKw", sold."systemPriceCents"
        FROM plan LEFT JOIN sold ON sold.deal_id = plan.deal_id
        ORDER BY plan.deal_id
        ON CONFLICT (deal_id) DO NOTHING
        RETURNING id, deal_id, proposal_version
      ),
      milestones AS (
        INSERT INTO ${projectMilestones} (project_id, key, position, planned_date, actual_date)
        SELECT c.id, k.key, k.position,
          CASE WHEN plan.demo THEN start.day + 7 * k.position END,
          CASE WHEN plan.demo AND k.position < plan.done
            THEN least(start.day + 7 * k.position, today.day - 1) END
        FROM created c
        JOIN plan ON plan.deal_id = c.deal_id
        CROSS JOIN (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date AS day) today
        CROSS JOIN LATERAL (
          SELECT ((${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
            - make_interval(days => 7 * (plan.done + plan.weeks_behind)::integer))::date AS day
        ) start
        CROSS JOIN LATERAL jsonb_array_elements_text(${JSON.stringify(projectMilestoneKeys)}::jsonb)
          WITH ORDINALITY AS k0(key, ordinal)
        CROSS JOIN LATERAL (SELECT k0.key, (k0.ordinal - 1)::integer AS position) k
      ),
      events AS (
        INSERT INTO ${dealEvents} (deal_id, actor_user_id, action, details)
        SELECT c.deal_id, NULL, 'project.created',
          jsonb_build_object('project_id', c.id, 'proposal_version', c.proposal_version)
        FROM created c
      )
      SELECT count(*)::integer AS added FROM created`);
    return Number(rowsOf<{ added: number }>(result)[0]?.added ?? 0);
  });
}
