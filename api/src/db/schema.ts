import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    // Stored lower-case (enforced by the check below) so sign-in matches case-insensitively.
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    // A customer who asked not to be e-mailed when their project reaches a milestone.
    milestoneMailOptOut: boolean('milestone_mail_opt_out').notNull().default(false),
    managerId: integer('manager_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('users_manager_id_idx').on(table.managerId),
    // Keeps a direct SQL insert from storing a mixed-case email that sign-in would then miss.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    // Only the SHA-256 of the bearer token is kept: a leaked table cannot be replayed.
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    // Groups have no path; every route item has a distinct one.
    path: text('path').unique(),
    // Stable identity for the seed (`group:crm`, or the path) so renaming a title never duplicates.
    seedKey: text('seed_key').unique(),
    title: text('title').notNull(),
    icon: text('icon'),
    isShow: boolean('is_show').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('menu_items_parent_id_idx').on(table.parentId)],
);

export const userMenuAccess = pgTable(
  'user_menu_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.menuItemId] }),
    index('user_menu_access_menu_item_id_idx').on(table.menuItemId),
  ],
);

const namedList = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const dealStages = namedList('deal_stages');
export const dealStatuses = namedList('deal_statuses');
export const proposalStatuses = namedList('proposal_statuses');

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (table) => [
    uniqueIndex('provinces_country_code_idx').on(table.countryId, table.code),
    uniqueIndex('provinces_country_name_idx').on(table.countryId, table.name),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [uniqueIndex('cities_province_name_idx').on(table.provinceId, table.name)],
);
