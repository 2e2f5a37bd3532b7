import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { SiteSketchShapes } from '@solar/shared/domain';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';

/** One sketch per deal; the shapes are validated JSON (`siteSketchShapesSchema`) as one document. */
export const siteSketches = pgTable('site_sketches', {
  dealId: integer('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  shapes: jsonb('shapes').$type<SiteSketchShapes>().notNull(),
  // Bumped by every save; a save from an older version is refused (409).
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
