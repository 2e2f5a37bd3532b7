import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import {
  messages,
  type TemplateCreatePayload,
  type TemplateListQuery,
  type TemplateListRow,
  type TemplateRecord,
  type TemplateUpdatePayload,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { copyImagesInto, deleteUnusedImages, requireOwnImages } from './templates-images-queries';
import { documentTemplates } from './templates-tables';

type TemplateRow = typeof documentTemplates.$inferSelect;

/** How a person is named on a template: "First Last", else the username. */
export function personNameSql(): SQL<string> {
  return sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;
}

const columns = {
  template: documentTemplates,
  editorName: personNameSql(),
};

function toRecord(row: { template: TemplateRow; editorName: string | null }): TemplateRecord {
  const { template } = row;
  return {
    id: template.id,
    name: template.name,
    group: template.group as TemplateRecord['group'],
    orientation: template.orientation as TemplateRecord['orientation'],
    page_size: template.pageSize as TemplateRecord['page_size'],
    pages: template.pages,
    version: template.version,
    updated_by:
      template.updatedBy === null || row.editorName === null
        ? null
        : { id: template.updatedBy, name: row.editorName },
    updated_at: template.updatedAt.toISOString(),
    created_at: template.createdAt.toISOString(),
  };
}

function selectTemplates(db: Database) {
  return db
    .select(columns)
    .from(documentTemplates)
    .leftJoin(users, eq(users.id, documentTemplates.updatedBy));
}

/** One group's templates (or all), by name, optionally filtered by a name search. */
export async function listTemplates(
  db: Database,
  query: TemplateListQuery,
): Promise<TemplateListRow[]> {
  const conditions: SQL[] = [];
  if (query.group) conditions.push(eq(documentTemplates.group, query.group));
  if (query.search) conditions.push(ilike(documentTemplates.name, containsPattern(query.search)));
  const rows = await selectTemplates(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(sql`lower(${documentTemplates.name})`), desc(documentTemplates.id));
  return rows.map((row) => {
    const { pages, ...rest } = toRecord(row);
    return { ...rest, page_count: pages.length };
  });
}

async function findTemplate(db: Database, id: number): Promise<TemplateRecord | null> {
  const [row] = await selectTemplates(db).where(eq(documentTemplates.id, id));
  return row ? toRecord(row) : null;
}

export async function requireTemplate(db: Database, id: number): Promise<TemplateRecord> {
  const template = await findTemplate(db, id);
  if (!template) throw new HttpError(404, messages.apiTemplateNotFound);
  return template;
}

export async function createTemplate(
  db: Database,
  userId: number | null,
  payload: TemplateCreatePayload,
  seedKey: string | null = null,
): Promise<TemplateRecord> {
  await requireOwnImages(db, null, payload.pages);
  const [created] = await db
    .insert(documentTemplates)
    .values({
      name: payload.name,
      group: payload.group,
      orientation: payload.orientation,
      pageSize: payload.page_size,
      pages: payload.pages,
      seedKey,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: documentTemplates.id });
  return requireTemplate(db, created!.id);
}

/**
 * Saves over the template only if it is still at the version the editor loaded, in one UPDATE
 * (so two saves racing cannot both win). A missing template is 404; a newer version is 409 with
 * the machine code `version_conflict`, so the editor can tell the user and offer to reload.
 */
export async function updateTemplate(
  db: Database,
  userId: number,
  id: number,
  payload: TemplateUpdatePayload,
): Promise<TemplateRecord> {
  // One transaction: the pages and the images they no longer show change together.
  const updated = await inTransaction(db, async (tx) => {
    await requireOwnImages(tx, id, payload.pages);
    const rows = await tx
      .update(documentTemplates)
      .set({
        name: payload.name,
        group: payload.group,
        orientation: payload.orientation,
        pageSize: payload.page_size,
        pages: payload.pages,
        version: sql`${documentTemplates.version} + 1`,
        updatedBy: userId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(documentTemplates.id, id), eq(documentTemplates.version, payload.version)))
      .returning({ id: documentTemplates.id });
    if (rows.length > 0) await deleteUnusedImages(tx, id, payload.pages);
    return rows;
  });
  if (updated.length === 0) {
    await requireTemplate(db, id);
    throw versionConflict();
  }
  return requireTemplate(db, id);
}

/** A copy named "Copy of …" (cut to the 100-character limit), at version 1, by the caller. */
export async function duplicateTemplate(
  db: Database,
  userId: number,
  id: number,
): Promise<TemplateRecord> {
  const source = await requireTemplate(db, id);
  // The copy and copies of its images are made together, or not at all.
  const copyId = await inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(documentTemplates)
      .values({
        name: `Copy of ${source.name}`.slice(0, 100).trim(),
        group: source.group,
        orientation: source.orientation,
        pageSize: source.page_size,
        pages: [],
        createdBy: userId,
        updatedBy: userId,
      })
      .returning({ id: documentTemplates.id });
    const pages = await copyImagesInto(tx, created!.id, source.pages);
    await tx.update(documentTemplates).set({ pages }).where(eq(documentTemplates.id, created!.id));
    return created!.id;
  });
  return requireTemplate(db, copyId);
}

/** Deletes a template; its images go with it (the foreign key cascades). */
export async function deleteTemplate(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(documentTemplates)
    .where(eq(documentTemplates.id, id))
    .returning({ id: documentTemplates.id });
  if (deleted.length === 0) throw new HttpError(404, messages.apiTemplateNotFound);
}
