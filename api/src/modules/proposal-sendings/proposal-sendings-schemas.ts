import { z } from 'zod';
import {
  portalSigningSchema,
  proposalDeclineSchema,
  proposalSendingSchema,
  proposalSendingsSchema,
  proposalSendSchema,
  proposalSignSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

// Request bodies stay unnamed in OpenAPI: their input (trimmed, defaulted) differs from any output.
export const proposalSendBodySchema = proposalSendSchema;
export const proposalSignBodySchema = proposalSignSchema;
export const proposalDeclineBodySchema = proposalDeclineSchema;

/** `?deal_id=` and/or `?proposal_ids=1,2,3` (at least one). */
export const proposalSendingsQuerySchema = z.strictObject({
  deal_id: z.coerce.number().int().positive().optional(),
  proposal_ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .transform((text) => text.split(',').map(Number))
    .optional(),
});

export const proposalIdParamsSchema = z.strictObject({ id: idParam });

export const proposalSendingResponseSchema = proposalSendingSchema.meta({ id: 'ProposalSending' });
export const proposalSendingsResponseSchema = proposalSendingsSchema.meta({
  id: 'ProposalSendings',
});
export const portalSigningResponseSchema = portalSigningSchema.meta({ id: 'PortalSigning' });
