import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deals } from '../deals/deals-tables';

export const contactTypes = pgTable('contact_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const dealContacts = pgTable(
  'deal_contacts',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    // A type still in use cannot be deleted: contacts would lose their meaning.
    contactTypeId: integer('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    // E.164 (`+19025550123`) or empty.
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    // Bumped by every change, the primary mark moving away included; stale saves get 409.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deal_contacts_deal_id_idx').on(table.dealId),
    index('deal_contacts_contact_type_id_idx').on(table.contactTypeId),
    // At most one primary per deal, whatever the code does; the queries keep it exactly one.
    uniqueIndex('deal_contacts_one_primary_idx')
      .on(table.dealId)
      .where(sql`${table.isPrimary}`),
    // The customer portal finds a customer's deals by a contact with their email, any case.
    index('deal_contacts_email_lower_idx').on(sql`lower(${table.email})`),
    // The lead form's and the lead import's duplicates check looks contacts up by phone.
    index('deal_contacts_phone_idx').on(table.phone),
  ],
);
