import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, dealStages, dealStatuses, provinces, users } from '../../db/schema';

/**
 * A place deals are made at. Several deals may share one address (the map dialog warns about
 * them); the address text is stored trimmed with single spaces so `lower(address)` finds it.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    // A city from the list when one matched; `city_text` keeps what the user or geocoder said.
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    cityText: text('city_text').notNull().default(''),
    // Nullable: the older create form has no province field.
    provinceId: integer('province_id').references(() => provinces.id, { onDelete: 'set null' }),
    // Without spaces (`A1A1A1`), as the spec's forms send it.
    postalCode: text('postal_code').notNull().default(''),
    // numeric(10,7): the spec's 7 decimals and at most 10 digits, stored exactly.
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_lower_address_idx').on(sql`lower(${table.address})`),
    index('addresses_coordinates_idx').on(table.latitude, table.longitude),
    index('addresses_province_id_idx').on(table.provinceId),
    index('addresses_city_id_idx').on(table.cityId),
    index('addresses_address_trgm_idx').using('gin', table.address.op('gin_trgm_ops')),
  ],
);

export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => dealStages.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => dealStatuses.id),
    businessType: integer('business_type').notNull().default(1),
    dealGroupType: integer('deal_group_type').notNull().default(1),
    // Per-deal access follows this column down the sales tree; a deleted user leaves the deal
    // to superusers until someone reassigns it.
    salesPersonId: integer('sales_person_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id),
    // Bumped by every save; a save or delete from an older version is refused (409).
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The system size, in watts, of the deal's latest proposal version that has a saved design
     * (panels × panel size); null while it has none. Kept by triggers on the proposals and their
     * saved designs (migration `deal_board`), so the pipeline board sums a stage without reading
     * every design.
     */
    systemSizeWatts: integer('system_size_watts'),
  },
  (table) => [
    // The list's order, most recently updated first then id, is this index scanned backwards.
    index('deals_updated_at_id_idx').on(table.updatedAt, table.id),
    // A board column: one stage's deals in the list's order, paged by (updated_at, id).
    index('deals_stage_id_updated_at_id_idx').on(table.stageId, table.updatedAt, table.id),
    // The board's kW per stage reads only the deals whose size is known.
    index('deals_system_size_idx')
      .on(table.stageId, table.salesPersonId, table.addressId, table.systemSizeWatts)
      .where(sql`${table.systemSizeWatts} IS NOT NULL`),
    index('deals_stage_id_idx').on(table.stageId),
    index('deals_status_id_idx').on(table.statusId),
    index('deals_sales_person_id_idx').on(table.salesPersonId),
    index('deals_address_id_idx').on(table.addressId),
    index('deals_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // One name per address, compared as the API compares it (trimmed, case-folded): the
    // database keeps the rule when two people save at the same moment.
    uniqueIndex('deals_address_id_name_key_idx').on(
      table.addressId,
      sql`lower(btrim(${table.name}))`,
    ),
  ],
);

/**
 * The activity timeline of a deal (or, once leads arrive, of a lead): what people wrote (notes,
 * logged calls and e-mails, tasks) and what the product recorded by itself in the same
 * transaction as the change (stage and status moves, a deletion, a saved power bill…). One table
 * for every kind, so a page of the timeline is one index range scan. No foreign key to `deals`:
 * the record of a deletion must outlive the deal, so the row keeps the deal's id and, in
 * `details`, what the deal was.
 */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id'),
    // The lead an entry belongs to before (or without) a deal. Its foreign key to `leads` is
    // written by hand in the lead_links migration: the leads table sits above deals and may not be
    // imported here. Deleting a lead with a history is refused: the history must not vanish.
    leadId: integer('lead_id'),
    // Kept when the actor's account is later removed: the record must outlive the account.
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The entry's kind (`timelineKinds`): `note`, `task`, `deal.pipeline_changed`… */
    action: text('action').notNull(),
    /**
     * What an automatic event recorded, with names as they were then: for `deal.deleted` the
     * deal as it was, for `deal.pipeline_changed` the stage and status moves (`{from, to}` each,
     * or null); `{}` for what people write.
     */
    details: jsonb('details').notNull(),
    /** A note's text, or a call's or e-mail's summary. */
    body: text('body'),
    /** `in` or `out`, for calls and e-mails. */
    direction: text('direction'),
    taskTitle: text('task_title'),
    taskDueDate: date('task_due_date', { mode: 'string' }),
    taskAssigneeId: integer('task_assignee_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    taskDoneAt: timestamp('task_done_at', { withTimezone: true }),
    taskDoneBy: integer('task_done_by').references(() => users.id, { onDelete: 'set null' }),
    // Bumped by every change of a task; a change from an older version is refused (409).
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    // The timeline's order, newest first, is this index scanned backwards.
    index('deal_events_deal_id_id_idx').on(table.dealId, table.id),
    index('deal_events_lead_id_id_idx')
      .on(table.leadId, table.id)
      .where(sql`${table.leadId} IS NOT NULL`),
    // My tasks: the open tasks of one person, by due date.
    index('deal_events_open_tasks_idx')
      .on(table.taskAssigneeId, table.taskDueDate)
      .where(sql`${table.action} = 'task' AND ${table.taskDoneAt} IS NULL`),
    check(
      'deal_events_deal_or_lead',
      sql`${table.dealId} IS NOT NULL OR ${table.leadId} IS NOT NULL`,
    ),
    check(
      'deal_events_direction',
      sql`${table.direction} IS NULL OR ${table.direction} IN ('in', 'out')`,
    ),
    // A task always has what My tasks sorts and shows.
    check(
      'deal_events_task_fields',
      sql`${table.action} <> 'task' OR (${table.taskTitle} IS NOT NULL AND ${table.taskDueDate} IS NOT NULL)`,
    ),
  ],
);

/**
 * How many deals each (sales person, stage, province) has, and the sum and number of their known
 * system sizes, kept exact by triggers on `deals` and `addresses` (migrations `deal_counts_triggers`
 * and `deal_counts_sizes`). The deals list's total for the filters it can
 * express (access, stage, provinces, sales persons) sums these rows instead of counting every
 * deal; 0 stands for "none" (no sales person, an address without a province).
 */
export const dealCounts = pgTable(
  'deal_counts',
  {
    salesPersonId: integer('sales_person_id').notNull(),
    stageId: integer('stage_id').notNull(),
    provinceId: integer('province_id').notNull(),
    count: integer('count').notNull(),
    /** The sum of the known system sizes of those deals (the board's kW per stage). */
    watts: bigint('watts', { mode: 'number' }).notNull().default(0),
    /** How many of those deals have a known system size. */
    sized: integer('sized').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.salesPersonId, table.stageId, table.provinceId] })],
);

/**
 * One row (id 1) whose `version` goes up in every transaction that changes what a deals search
 * counts: deals (name, address, stage, sales person, insert, delete), addresses (text, province)
 * and the sales-person tree (users' manager). Bumped by deferred triggers at commit (migration
 * 0013), so it is read with the same snapshot as the data: a search total cached with version v
 * is exact while the version is still v (see `search-totals-cache.ts`).
 */
export const dealSearchVersion = pgTable('deal_search_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
