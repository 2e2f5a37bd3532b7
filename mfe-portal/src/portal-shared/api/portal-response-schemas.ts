// The portal calls' response schemas, in their own chunk: zod loads with the first response
// (see portal-endpoints.ts), not with the portal's first view.
export {
  dealDocumentSchema,
  portalDocumentsSchema,
  portalMailSettingsSchema,
  portalDealsResponseSchema,
  portalProposalsResponseSchema,
  portalProposalDocumentSchema,
  portalSigningSchema,
  serviceRequestSchema,
} from '@solar/shared';
