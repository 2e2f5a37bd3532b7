/**
 * Template images: which files are accepted and how they are recognised. The type is read from the
 * file's first bytes (its "magic number"), never from its name or the browser's claim, so a renamed
 * file cannot pass as an image. The browser checks before uploading; the API checks again.
 */
export const templateImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TemplateImageType = (typeof templateImageTypes)[number];

/** 2 MiB: plenty for a logo or a signature, small enough to keep templates quick to render. */
export const maxTemplateImageBytes = 2 * 1024 * 1024;

/**
 * 25 megapixels: a 24-megapixel camera's 6000 × 4000 photo and every phone's default photo fit,
 * while a render never has to unpack more than about 100 MB of pixels for one image. The file's
 * size says little here: a plain PNG of 16 000 × 16 000 pixels compresses to a few dozen KB.
 */
export const maxTemplateImagePixels = 25_000_000;

/**
 * Per template: a proposal's logos, signatures and a photo or two per page fit easily, while the
 * images one PDF loads stay far below the renderer's memory limit.
 */
export const templateImageLimits = { count: 30, totalBytes: 16 * 1024 * 1024 } as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((value, index) => bytes[offset + index] === value);

/** PNG, JPEG or WebP by magic bytes; null for anything else. */
export function detectTemplateImageType(bytes: Uint8Array): TemplateImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP: the four bytes between are the chunk size.
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

type TemplateImageProblem = 'type' | 'size';

/** Why a file cannot be a template image, or null when it can. */
export function templateImageProblem(bytes: Uint8Array): TemplateImageProblem | null {
  if (detectTemplateImageType(bytes) === null) return 'type';
  if (bytes.length > maxTemplateImageBytes) return 'size';
  return null;
}
