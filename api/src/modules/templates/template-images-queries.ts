import { eq } from 'drizzle-orm';
import {
  detectTemplateImageType,
  maxTemplateImageBytes,
  messages,
  type TemplateImage,
  type TemplateImageType,
  type TemplateImageUpload,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { imageDimensions, withinPixelCap } from './template-image-dimensions';
import { templateImages } from './templates-tables';

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes and checks an upload: strict base64 (Node's decoder would otherwise skip stray
 * characters silently), PNG/JPEG/WebP by magic bytes, at most 2 MiB, and a readable header of at
 * most the pixel cap (a small file can still unpack to gigabytes).
 */
export function decodeTemplateImage(upload: TemplateImageUpload): {
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

export async function storeTemplateImage(
  db: Database,
  userId: number,
  upload: TemplateImageUpload,
): Promise<TemplateImage> {
  const { bytes, contentType } = decodeTemplateImage(upload);
  const [row] = await db
    .insert(templateImages)
    .values({
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
