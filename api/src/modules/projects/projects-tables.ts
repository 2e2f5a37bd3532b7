import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';
import { proposals } from '../proposals/proposals-tables';

/**
 * The installation that follows a sale: one per deal, started when the deal reaches Closed Won.
 * The unique deal id is what keeps it to one when two saves reach Closed Won at once.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('On track'),
    blockedReason: text('blocked_reason').notNull().default(''),
    // Free text: crews are often subcontractors whose names change from job to job.
    installerCrew: text('installer_crew').notNull().default(''),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    // The system sold, copied from the deal's latest approved proposal when the project started,
    // so later proposal edits do not rewrite what the crew installs.
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    proposalVersion: integer('proposal_version'),
    systemPanels: integer('system_panels'),
    systemSizeHundredthsKw: integer('system_size_hundredths_kw'),
    systemPriceCents: bigint('system_price_cents', { mode: 'number' }),
    // Bumped by every change of the project or one of its milestones (409 from an older one).
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_deal_id_idx').on(table.dealId),
    index('projects_status_updated_at_idx').on(table.status, table.updatedAt, table.id),
    index('projects_owner_id_idx').on(table.ownerId),
    check(
      'projects_status_check',
      sql`${table.status} IN ('On track', 'At risk', 'Blocked', 'Done', 'Cancelled')`,
    ),
    check(
      'projects_blocked_reason_check',
      sql`char_length(${table.blockedReason}) <= 500 AND (${table.status} <> 'Blocked' OR ${table.blockedReason} <> '')`,
    ),
    check('projects_crew_check', sql`char_length(${table.installerCrew}) <= 100`),
  ],
);

/** A project's milestones, every one present from the start, in `position` order. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    plannedDate: date('planned_date', { mode: 'string' }),
    actualDate: date('actual_date', { mode: 'string' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    outOfOrderReason: text('out_of_order_reason').notNull().default(''),
  },
  (table) => [
    uniqueIndex('project_milestones_project_key_idx').on(table.projectId, table.key),
    // What a document's milestone reference points at: a milestone of that document's project.
    uniqueIndex('project_milestones_project_id_idx').on(table.projectId, table.id),
    // Late milestones: planned, not done.
    index('project_milestones_open_planned_idx')
      .on(table.plannedDate, table.projectId)
      .where(sql`${table.actualDate} IS NULL`),
    // Demand reads the installations planned in a range of weeks.
    index('project_milestones_installation_planned_idx')
      .on(table.plannedDate, table.projectId)
      .where(sql`${table.key} = 'installation_scheduled'`),
    check(
      'project_milestones_key_check',
      sql`${table.key} IN ('site_survey', 'design_approved', 'permit_submitted', 'permit_approved', 'equipment_ordered', 'equipment_delivered', 'installation_scheduled', 'installed', 'inspection_passed', 'utility_connection', 'closed')`,
    ),
    check('project_milestones_notes_check', sql`char_length(${table.notes}) <= 2000`),
    check('project_milestones_reason_check', sql`char_length(${table.outOfOrderReason}) <= 500`),
  ],
);
