import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { proposalStatuses, users } from '../../db/schema';
import { deals } from '../deals/deals-tables';
import { dealProgramVersions } from '../deal-programs/deal-programs-tables';

/**
 * A proposal record of a deal. A deal's versions are unique so "Proposal V2"
 * names one record; the checks repeat the API's rules so no path can store what the form refuses.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    proposalVersion: integer('proposal_version').notNull().default(1),
    // Restrict: removing a status must not silently drop the proposals that carry it.
    proposalStatusId: integer('proposal_status_id')
      .notNull()
      .references(() => proposalStatuses.id, { onDelete: 'restrict' }),
    proposalDescription: text('proposal_description').notNull().default(''),
    // The record's edit version (not `proposal_version`, its number within the deal): bumped by
    // every save of the record or of its design, so a stale dialog or presenter gets 409.
    version: integer('version').notNull().default(1),
    // Set when the version is first sent to the customer: its figures can no longer change.
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    // Set when the customer signs it: nothing about it may change any more.
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('proposals_deal_version_idx').on(table.dealId, table.proposalVersion),
    index('proposals_status_id_idx').on(table.proposalStatusId),
    // The list's order, most recently updated first then id.
    index('proposals_updated_at_id_idx').on(table.updatedAt, table.id),
    check('proposals_version_check', sql`${table.proposalVersion} >= 1`),
    check('proposals_description_check', sql`char_length(${table.proposalDescription}) <= 500`),
  ],
);

/**
 * The presenter's design saved for a proposal (`proposal-saved-detail/{proposalId}`): one per
 * proposal. `data` is the presenter's state, validated by the shared `proposalDataSchema` on write.
 */
export const proposalSavedDetails = pgTable(
  'proposal_saved_details',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    // What the API priced the design with (the program version's terms, the deal's taxes and
    // province, the day), so the saved figures never change; null for designs saved before.
    pricing: jsonb('pricing'),
    // Restrict: a version that priced a saved proposal can be neither deleted nor changed.
    programVersionId: integer('program_version_id').references(() => dealProgramVersions.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('proposal_saved_details_proposal_idx').on(table.proposalId)],
);
