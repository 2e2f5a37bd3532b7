/** What a file on a deal (or a project) is; the database checks the same list. */
export const documentKinds = [
  'power-bill',
  'site-photo',
  'permit',
  'contract',
  'signed-contract',
  'inspection-report',
  'customer-upload',
  'other',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** How each kind reads in lists and in the upload form. */
export const documentKindLabels: Record<DocumentKind, string> = {
  'power-bill': 'Power bill',
  'site-photo': 'Site photo',
  permit: 'Permit',
  contract: 'Contract',
  'signed-contract': 'Signed contract',
  'inspection-report': 'Inspection report',
  'customer-upload': 'Customer upload',
  other: 'Other',
};

/**
 * The largest file accepted: a scanned permit or a phone's full-resolution photo fits, and the
 * API never holds more than this of one upload in memory.
 */
export const maxDocumentBytes = 25 * 1024 * 1024;

/**
 * Images are refused above this many pixels: a small compressed file can unpack to gigabytes.
 * A 48-megapixel phone photo still fits.
 */
export const maxDocumentImagePixels = 50_000_000;

/** Longest file name kept (the rest is cut); longest request description. */
export const maxDocumentNameLength = 200;
export const maxDocumentRequestLength = 500;

/** File types accepted, recognised by their first bytes, never by their name. */
export const documentContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/heic',
] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** What the browser's file picker offers (the API checks the content again). */
export const documentAccept = '.pdf,.png,.jpg,.jpeg,.webp,.heic,' + documentContentTypes.join(',');
