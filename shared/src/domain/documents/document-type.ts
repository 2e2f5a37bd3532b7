import type { DocumentContentType } from './documents-constants';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** HEIF brands phones write (iPhone photos are `heic`); `mif1`/`msf1` are the generic ones. */
const heifBrands = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/**
 * The type of a file from its first bytes (PDF, PNG, JPEG, WebP, HEIC), or null for anything
 * else: a program renamed to `.pdf` is still a program.
 */
export function detectDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // ISO base media: a box size, then `ftyp` and the major brand.
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (heifBrands.includes(brand)) return 'image/heic';
  }
  return null;
}

/** Whether a type is an image (and so has a pixel cap). */
export function isDocumentImage(contentType: string): boolean {
  return contentType.startsWith('image/');
}
