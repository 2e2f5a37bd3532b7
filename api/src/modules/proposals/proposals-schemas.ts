import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  proposalContextSchema,
  proposalDesignUpdateSchema,
  proposalDesignWriteSchema,
  proposalDocumentSchema,
  proposalListResponseSchema,
  proposalRowSchema,
  proposalSavedDetailSchema,
  proposalStatusesResponseSchema,
  proposalUpdateSchema,
  proposalVersionSchema,
  proposalVersionsResponseSchema,
  proposalWriteSchema,
  messages,
} from '@solar/shared/domain';

/** The list's page sizes are 10–50; 100 leaves room for other callers without unbounded pages. */
const proposalListMaxPageSize = 100;

/** `GET /api/crm/proposals/`: page, page_size, search (deal name), status (a status id). */
export const proposalListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: messages.apiPageSizeTooLarge })
    .max(proposalListMaxPageSize, { error: messages.apiPageSizeTooLarge })
    .default(20),
  search: z.string().max(200).optional(),
  status: idParam.optional(),
});

/** `GET /api/crm/proposals/export/`: the list's search and filter, no paging (every match). */
export const proposalExportQuerySchema = proposalListQuerySchema.omit({
  page: true,
  page_size: true,
});

export const proposalIdParamsSchema = z.strictObject({ id: idParam });
export const proposalSavedDetailParamsSchema = z.strictObject({ proposalId: idParam });
export const dealProposalParamsSchema = z.strictObject({ dealId: idParam });
export const dealProposalVersionParamsSchema = z.strictObject({
  dealId: idParam,
  proposalId: idParam,
});

// Request bodies stay unnamed in OpenAPI: their input (description trimmed and defaulted) differs
// from any output shape.
export const proposalWriteBodySchema = proposalWriteSchema;
export const proposalDesignBodySchema = proposalDesignWriteSchema;
export const proposalUpdateBodySchema = proposalUpdateSchema;
export const proposalDesignUpdateBodySchema = proposalDesignUpdateSchema;

export const proposalStatusesSchema = proposalStatusesResponseSchema.meta({
  id: 'ProposalStatuses',
});
export const proposalListSchema = proposalListResponseSchema.meta({ id: 'ProposalList' });
export const proposalResponseSchema = proposalRowSchema.meta({ id: 'Proposal' });
export const proposalSavedDetailResponseSchema = proposalSavedDetailSchema.meta({
  id: 'ProposalSavedDetail',
});
export const proposalContextResponseSchema = proposalContextSchema.meta({ id: 'ProposalContext' });
export const proposalDocumentResponseSchema = proposalDocumentSchema.meta({
  id: 'ProposalDocument',
});
export const proposalVersionResponseSchema = proposalVersionSchema.meta({ id: 'ProposalVersion' });
export const proposalVersionsSchema = proposalVersionsResponseSchema.meta({
  id: 'ProposalVersions',
});
