import { z } from 'zod';
import {
  dealDocumentSchema,
  documentKindSchema,
  documentRequestBodySchema,
  documentRequestSchema,
  documentShareBodySchema,
  messages,
  projectMilestoneKeys,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const dealDocumentsParamsSchema = z.strictObject({ dealId: idParam });
export const dealDocumentParamsSchema = z.strictObject({ dealId: idParam, id: idParam });
export const projectDocumentsParamsSchema = z.strictObject({ id: idParam });
export const projectMilestoneDocumentsParamsSchema = z.strictObject({
  id: idParam,
  key: z.enum(projectMilestoneKeys),
});
export const projectDocumentParamsSchema = z.strictObject({ id: idParam, documentId: idParam });

/** The file is the body; what it is comes in the query, so the bytes are never re-encoded. */
export const documentUploadQuerySchema = z.strictObject({
  kind: documentKindSchema,
  name: z
    .string({ error: messages.documentNameRequired })
    .trim()
    .min(1, messages.documentNameRequired)
    .max(1000),
  shared: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const documentUploadNameQuerySchema = z.strictObject({
  name: z
    .string({ error: messages.documentNameRequired })
    .trim()
    .min(1, messages.documentNameRequired)
    .max(1000),
});

export const documentShareBody = documentShareBodySchema;
export const documentRequestBody = documentRequestBodySchema;

export const dealDocumentResponse = dealDocumentSchema.meta({ id: 'DealDocument' });
export const dealDocumentsResponse = z.array(dealDocumentSchema).meta({ id: 'DealDocuments' });
export const documentRequestResponse = documentRequestSchema.meta({ id: 'DocumentRequest' });
export const documentRequestsResponse = z
  .array(documentRequestSchema)
  .meta({ id: 'DocumentRequests' });
export const documentFileResponse = z.unknown().meta({ description: 'The file, as uploaded' });
