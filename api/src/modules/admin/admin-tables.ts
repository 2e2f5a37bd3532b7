import { index, jsonb, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * One row per administrative change of a user or of their access: who did it, to whom, when,
 * and what changed. Written in the same transaction as the change, so a refused or failed change
 * leaves no row and a committed one always has its row.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: serial('id').primaryKey(),
    // Kept when the actor's account is later removed: the record must outlive the account.
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: integer('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `user.created`, `user.updated`, `user.deactivated`, `user.reactivated`,
     * `user.manager_changed`, `access.changed`. */
    action: text('action').notNull(),
    /** `{field: {from, to}}` for user changes, `{granted: [paths], revoked: [paths]}` for access. */
    changes: jsonb('changes').notNull(),
  },
  (table) => [index('admin_audit_events_subject_at_idx').on(table.subjectUserId, table.at)],
);

/**
 * The keys the installer's website sends leads with. Only the SHA-256 of a key is stored (the
 * key is shown once, when it is made); `prefix` is its first characters, so an administrator can
 * tell keys apart. A revoked key stays listed, refused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    // Who the website's leads are assigned to; unassigned (seen by administrators) when null.
    defaultOwnerId: integer('default_owner_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_created_at_idx').on(table.createdAt)],
);
