import type { FastifyReply } from 'fastify';
import { contentDispositionOf } from './document-upload';
import type { DocumentDownload } from './documents-queries';

/**
 * Streams a stored file as a download: its stored type, its length, its name in
 * Content-Disposition (attachment, so a browser never renders it on the API's origin), no
 * caching (sharing may be withdrawn) and no type sniffing.
 */
export function sendDocument(reply: FastifyReply, file: DocumentDownload) {
  reply
    .type(file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDispositionOf(file.name))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  return file.stream;
}
