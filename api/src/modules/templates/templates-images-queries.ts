import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  detectTemplateImageType,
  maxTemplateImageBytes,
  messages,
  templateImageLimits,
  type TemplatePage,
  type TemplateImage,
  type TemplateImageType,
  type TemplateImageUpload,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { HttpError } from '../../http/http-error';
import { imageDimensions, withinPixelCap } from './template-image-dimensions';
import { documentTemplates, templateImages } from './templates-tables';

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes and checks an upload: strict base64 (Node's decoder would otherwise skip stray
 * characters silently), PNG/JPEG/WebP by magic bytes, at most 2 MiB, and a readable header of at
 * most the pixel cap (a small file can still unpack to gigabytes).
 */
function decodeTemplateImage(upload: TemplateImageUpload): {
  bytes: Buffer;
  contentType: TemplateImageType;
} {
  const text = upload.data_base64.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !base64Pattern.test(text)) {
    throw new HttpError(400, messages.apiImageDataInvalid);
  }
  const bytes = Buffer.from(text, 'base64');
  const contentType = detectTemplateImageType(bytes);
  if (!contentType) throw new HttpError(400, messages.apiImageTypeNotAllowed);
  if (bytes.length > maxTemplateImageBytes) throw new HttpError(400, messages.apiImageTooLarge);
  const dimensions = imageDimensions(bytes);
  if (!dimensions) throw new HttpError(400, messages.apiImageUnreadable);
  if (!withinPixelCap(dimensions)) throw new HttpError(400, messages.apiImageTooManyPixels);
  return { bytes, contentType };
}

/**
 * Stores an image for one saved template, within the template's image count and total size.
 * The template row stays locked until the image is in, so two uploads at once cannot both slip
 * under the limits.
 */
export async function storeTemplateImage(
  db: Database,
  userId: number,
  upload: TemplateImageUpload,
): Promise<TemplateImage> {
  const { bytes, contentType } = decodeTemplateImage(upload);
  return inTransaction(db, async (tx) => {
    const [template] = await tx
      .select({ id: documentTemplates.id })
      .from(documentTemplates)
      .where(eq(documentTemplates.id, upload.template_id))
      .for('update');
    if (!template) throw new HttpError(404, messages.apiTemplateNotFound);
    const [stored] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        bytes: sql<number>`coalesce(sum(${templateImages.size}), 0)::int`,
      })
      .from(templateImages)
      .where(eq(templateImages.templateId, template.id));
    if (stored!.count >= templateImageLimits.count) {
      throw new HttpError(400, messages.apiTemplateImageCountLimit);
    }
    if (stored!.bytes + bytes.length > templateImageLimits.totalBytes) {
      throw new HttpError(400, messages.apiTemplateImageTotalLimit);
    }
    const [row] = await tx
      .insert(templateImages)
      .values({
        templateId: template.id,
        contentType,
        size: bytes.length,
        data: bytes,
        filename: (upload.filename ?? '').slice(0, 200),
        createdBy: userId,
      })
      .returning({
        id: templateImages.id,
        contentType: templateImages.contentType,
        size: templateImages.size,
      });
    return { id: row!.id, content_type: row!.contentType, size: row!.size };
  });
}

/** The image ids a template's blocks show, each once. */
function imageIdsOf(pages: readonly TemplatePage[]): number[] {
  const ids = pages.flatMap((page) =>
    page.blocks.flatMap((block) =>
      block.kind === 'image' && block.image_id !== null ? [block.image_id] : [],
    ),
  );
  return [...new Set(ids)];
}

/**
 * Refuses pages that show an image of another template (or none at all, for a template not yet
 * saved): images are deleted with their template, so borrowing one would leave an empty block.
 */
export async function requireOwnImages(
  tx: Database,
  templateId: number | null,
  pages: readonly TemplatePage[],
): Promise<void> {
  const ids = imageIdsOf(pages);
  if (ids.length === 0) return;
  if (templateId === null) throw new HttpError(400, messages.apiTemplateImageNotInTemplate);
  const owned = await tx
    .select({ id: templateImages.id })
    .from(templateImages)
    .where(and(eq(templateImages.templateId, templateId), inArray(templateImages.id, ids)));
  if (owned.length !== ids.length) {
    throw new HttpError(400, messages.apiTemplateImageNotInTemplate);
  }
}

/** Deletes a template's images its saved pages no longer show, so they stop counting. */
export async function deleteUnusedImages(
  tx: Database,
  templateId: number,
  pages: readonly TemplatePage[],
): Promise<void> {
  const ids = imageIdsOf(pages);
  await tx
    .delete(templateImages)
    .where(
      and(
        eq(templateImages.templateId, templateId),
        ids.length > 0 ? notInArray(templateImages.id, ids) : undefined,
      ),
    );
}

/**
 * Copies the images `pages` show into another template and returns the pages pointing at the
 * copies: a duplicated template must keep its pictures when the original is deleted.
 */
export async function copyImagesInto(
  tx: Database,
  templateId: number,
  pages: readonly TemplatePage[],
): Promise<TemplatePage[]> {
  const copies = new Map<number, number>();
  const ids = imageIdsOf(pages);
  const sources =
    ids.length === 0
      ? []
      : await tx.select().from(templateImages).where(inArray(templateImages.id, ids));
  for (const source of sources) {
    const { id: sourceId, createdAt: _createdAt, ...image } = source;
    const [copy] = await tx
      .insert(templateImages)
      .values({ ...image, templateId })
      .returning({ id: templateImages.id });
    copies.set(sourceId, copy!.id);
  }
  return pages.map((page) => ({
    ...page,
    blocks: page.blocks.map((block) =>
      block.kind === 'image' && block.image_id !== null
        ? { ...block, image_id: copies.get(block.image_id) ?? null }
        : block,
    ),
  }));
}

export interface StoredImage {
  contentType: TemplateImageType;
  data: Buffer;
}

export async function findTemplateImage(db: Database, id: number): Promise<StoredImage | null> {
  const [row] = await db
    .select({ contentType: templateImages.contentType, data: templateImages.data })
    .from(templateImages)
    .where(eq(templateImages.id, id));
  return row ? { contentType: row.contentType as TemplateImageType, data: row.data } : null;
}

/** The images a template uses, by id (missing ids are simply absent). */
export async function findTemplateImages(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, StoredImage>> {
  const found = new Map<number, StoredImage>();
  for (const id of new Set(ids)) {
    const image = await findTemplateImage(db, id);
    if (image) found.set(id, image);
  }
  return found;
}
