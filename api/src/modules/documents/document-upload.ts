import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import {
  detectDocumentType,
  type DocumentContentType,
  isDocumentImage,
  maxDocumentBytes,
  maxDocumentImagePixels,
  maxDocumentNameLength,
  messages,
} from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';

/**
 * Reads an upload's body, refusing it as soon as it passes the size limit: a client that lies
 * about its length (or sends none) cannot make the API hold more than one file's worth.
 */
export async function readUploadBody(body: unknown): Promise<Buffer> {
  if (!isReadable(body)) throw new HttpError(400, messages.apiDocumentNotBinary);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += piece.length;
    if (total > maxDocumentBytes) {
      body.destroy();
      throw new HttpError(400, messages.apiDocumentTooLarge);
    }
    chunks.push(piece);
  }
  return Buffer.concat(chunks, total);
}

function isReadable(body: unknown): body is Readable {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Readable).pipe === 'function' &&
    Symbol.asyncIterator in body
  );
}

/** Width × height from the image's header (nothing is decoded), or null when unreadable. */
function pixelsOf(bytes: Uint8Array): number | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/**
 * The checks every stored file passes, whoever sends it: not empty, within the size limit, a PDF
 * or an image by its first bytes (never by its name), and an image within the pixel cap.
 */
export function checkDocumentBytes(bytes: Uint8Array): DocumentContentType {
  if (bytes.length === 0) throw new HttpError(400, messages.apiDocumentEmpty);
  if (bytes.length > maxDocumentBytes) throw new HttpError(400, messages.apiDocumentTooLarge);
  const contentType = detectDocumentType(bytes);
  if (!contentType) throw new HttpError(400, messages.apiDocumentTypeNotAllowed);
  if (isDocumentImage(contentType)) {
    const pixels = pixelsOf(bytes);
    if (pixels === null) throw new HttpError(400, messages.apiDocumentImageUnreadable);
    if (pixels > maxDocumentImagePixels) {
      throw new HttpError(400, messages.apiDocumentTooManyPixels);
    }
  }
  return contentType;
}

/**
 * A file name fit to keep and to send back in Content-Disposition: no folders, no control
 * characters, at most 200 characters; an empty one becomes "document".
 */
export function cleanDocumentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'document').slice(0, maxDocumentNameLength);
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `attachment; filename=…` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDispositionOf(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
