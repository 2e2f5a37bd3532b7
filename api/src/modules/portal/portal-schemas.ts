import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  portalDealsResponseSchema,
  portalProposalsResponseSchema,
  portalProposalDocumentSchema as portalDocumentShape,
  serviceRequestWriteSchema,
} from '@solar/shared/domain';

export const portalProposalParamsSchema = z.strictObject({ id: idParam });

// Request bodies stay unnamed in OpenAPI: the message's input (trimmed) differs from any output.
export const serviceRequestBodySchema = serviceRequestWriteSchema;

export const portalDealsSchema = portalDealsResponseSchema.meta({ id: 'PortalDeals' });
export const portalProposalsSchema = portalProposalsResponseSchema.meta({ id: 'PortalProposals' });
// The staff preview's shape, named apart so the OpenAPI document says which route answers it.
export const portalProposalDocumentSchema = portalDocumentShape.meta({
  id: 'PortalProposalDocument',
});
