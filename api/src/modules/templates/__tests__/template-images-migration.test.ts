import { sql } from 'drizzle-orm';
import type { TemplatePage } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import { migrationSql } from '../../../testing/migration-sql';
import { createTestDatabase } from '../../../testing/test-database';

/**
 * The migration that gives every image one template, run on images stored the old way: shared by
 * id between templates, or shown by none.
 */

const migration = migrationSql('template_images_belong_to_template');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
}, 120_000);
afterAll(async () => {
  await handle.close();
});

const imagePage = (imageIds: (number | null)[]): TemplatePage[] => [
  {
    id: 'p1',
    blocks: [
      {
        id: 't',
        kind: 'text',
        x: 0,
        y: 0,
        width: 10,
        height: 10,
        text: 'Hi',
        font_size_pt: 12,
        bold: false,
        italic: false,
        align: 'left',
      },
      ...imageIds.map((imageId, index) => ({
        id: `i${index}`,
        kind: 'image' as const,
        x: 0,
        y: 20,
        width: 10,
        height: 10,
        image_id: imageId,
        alt: '',
      })),
    ],
  },
];

async function rows<T>(query: string): Promise<T[]> {
  const result: unknown = await handle.db.execute(sql.raw(query));
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as { rows: T[] }).rows;
}

it('gives each image to the first template showing it, copies it for the others and drops unused ones', async () => {
  // The table as it was before the migration.
  await rows(`ALTER TABLE template_images DROP COLUMN template_id`);
  const insertImage = async (bytes: string) =>
    (
      await rows<{ id: number }>(
        `INSERT INTO template_images (content_type, size, data) VALUES ('image/png', 3, '\\x${Buffer.from(bytes).toString('hex')}') RETURNING id`,
      )
    )[0]!.id;
  const shared = await insertImage('aaa');
  const unused = await insertImage('bbb');
  const own = await insertImage('ccc');
  const insertTemplate = async (name: string, pages: TemplatePage[]) =>
    (
      await rows<{ id: number }>(
        `INSERT INTO document_templates (name, "group", orientation, page_size, pages) VALUES ('${name}', 'Contract', 'portrait', 'A4', '${JSON.stringify(pages)}'::jsonb) RETURNING id`,
      )
    )[0]!.id;
  const first = await insertTemplate('First', imagePage([shared, null]));
  const copy = await insertTemplate('Copy of First', imagePage([shared, own, shared]));

  await handle.db.transaction(async (tx) => {
    for (const statement of migration.split('--> statement-breakpoint')) {
      await tx.execute(sql.raw(statement));
    }
  });

  const images = await rows<{ id: number; template_id: number; data: string }>(
    `SELECT id, template_id, encode(data, 'escape') AS data FROM template_images ORDER BY id`,
  );
  expect(images.find((image) => image.id === unused)).toBeUndefined();
  expect(images.find((image) => image.id === shared)).toMatchObject({ template_id: first });
  expect(images.find((image) => image.id === own)).toMatchObject({ template_id: copy });
  const copied = images.find((image) => image.id !== shared && image.id !== own)!;
  expect(copied).toMatchObject({ template_id: copy, data: 'aaa' });
  expect(images).toHaveLength(3);

  const pagesOf = async (id: number) =>
    (
      await rows<{ pages: TemplatePage[] }>(`SELECT pages FROM document_templates WHERE id = ${id}`)
    )[0]!.pages;
  expect(await pagesOf(first)).toEqual(imagePage([shared, null]));
  expect(await pagesOf(copy)).toEqual(imagePage([copied.id, own, copied.id]));

  // Deleting a template now deletes its images, and only its own.
  await rows(`DELETE FROM document_templates WHERE id = ${first}`);
  const left = await rows<{ id: number }>(`SELECT id FROM template_images ORDER BY id`);
  expect(left.map((image) => image.id)).toEqual([own, copied.id].sort((a, b) => a - b));
});
