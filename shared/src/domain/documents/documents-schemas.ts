import { z } from 'zod';
import { documentKinds, maxDocumentRequestLength } from './documents-constants';
import * as m from './documents-messages';
import { projectMilestoneKeys } from '../projects/projects-constants';

/** The project milestone a file documents (a permit, an inspection report), or null. */
const documentMilestoneSchema = z.enum(projectMilestoneKeys).nullable();

export const documentKindSchema = z.enum(documentKinds, { error: m.documentKindRequired });

/** One file on a deal, as staff see it. */
export const dealDocumentSchema = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  project_id: z.number().int().nullable(),
  milestone: documentMilestoneSchema,
  kind: documentKindSchema,
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  shared_with_customer: z.boolean(),
  /** The request this file answered, when a customer uploaded it for one. */
  request_id: z.number().int().nullable(),
});
export type DealDocument = z.infer<typeof dealDocumentSchema>;

/** A file staff asked the customer for. */
export const documentRequestSchema = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  description: z.string(),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  status: z.enum(['Open', 'Fulfilled']),
  fulfilled_at: z.string().nullable(),
  document_id: z.number().int().nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const documentRequestBodySchema = z.strictObject({
  description: z
    .string({ error: m.documentRequestDescriptionRequired })
    .trim()
    .min(1, m.documentRequestDescriptionRequired)
    .max(maxDocumentRequestLength, m.documentRequestDescriptionTooLong),
});
export type DocumentRequestBody = z.infer<typeof documentRequestBodySchema>;

export const documentShareBodySchema = z.strictObject({ shared_with_customer: z.boolean() });

/** A shared file or an open request, as the customer sees it in the portal. */
export const portalDocumentSchema = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  deal_name: z.string(),
  milestone: documentMilestoneSchema,
  kind: documentKindSchema,
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

export const portalDocumentRequestSchema = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  deal_name: z.string(),
  description: z.string(),
  requested_at: z.string(),
});
export type PortalDocumentRequest = z.infer<typeof portalDocumentRequestSchema>;

export const portalDocumentsSchema = z.object({
  documents: z.array(portalDocumentSchema),
  requests: z.array(portalDocumentRequestSchema),
});
export type PortalDocuments = z.infer<typeof portalDocumentsSchema>;

/** The storage check page: where files go, a round trip and what is left. */
export const storageCheckSchema = z.object({
  backend: z.enum(['filesystem', 's3']),
  /** What is configured, without secrets: a folder, or an endpoint, bucket and region. */
  settings: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Free and total bytes of the folder's file system; null for object storage. */
  space: z.object({ free_bytes: z.number(), total_bytes: z.number() }).nullable(),
  /** Object storage: what the bucket answered; null for the file system. */
  bucket: z.object({ name: z.string(), reachable: z.boolean() }).nullable(),
  round_trip: z
    .object({
      ok: z.boolean(),
      bytes: z.number().int(),
      write_ms: z.number(),
      read_ms: z.number(),
      delete_ms: z.number(),
      error: z.string().nullable(),
    })
    .nullable(),
  last_errors: z.array(z.object({ at: z.string(), operation: z.string(), message: z.string() })),
});
export type StorageCheck = z.infer<typeof storageCheckSchema>;

export const dealDocumentsSchema = z.array(dealDocumentSchema);
export const documentRequestsSchema = z.array(documentRequestSchema);
