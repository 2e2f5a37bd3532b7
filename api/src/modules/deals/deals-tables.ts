import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * What happened to a deal, who did it and when: the deal's own history (its deletion, and each
 * save that moved its stage or status). Written in the same transaction as the change. No foreign
 * key to `deals`: the record of a deletion must outlive the deal, so the row keeps the deal's
 * id and, in `details`, what the deal was.
 */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id').notNull(),
    // Kept when the actor's account is later removed: the record must outlive the account.
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `deal.deleted` or `deal.pipeline_changed`. */
    action: text('action').notNull(),
    /**
     * For `deal.deleted`: the deal as it was (name, address, stage, status, sales person); for
     * `deal.pipeline_changed`: the stage and status moves (`{from, to}` each, or null).
     */
    details: jsonb('details').notNull(),
  },
  (table) => [index('deal_events_deal_id_at_idx').on(table.dealId, table.at)],
);

/**
 * How many deals each (sales person, stage, province) has, kept exact by triggers on `deals` and
 * `addresses` (migration `deal_counts_triggers`). The deals list's total for the filters it can
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
