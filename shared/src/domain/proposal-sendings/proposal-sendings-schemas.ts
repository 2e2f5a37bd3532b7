import { z } from 'zod';
import * as m from './proposal-sendings-messages';
import { proposalDocumentSchema } from '../proposal-records/proposal-record-schemas';

/** Where a sent proposal stands: awaiting the customer, replaced by a later send, or decided. */
export const proposalSendingStates = ['sent', 'superseded', 'signed', 'declined'] as const;
export type ProposalSendingState = (typeof proposalSendingStates)[number];

/** How the signature image was made: drawn on the pad, or typed and rendered in a script style. */
export const signatureMethods = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof signatureMethods)[number];

/** Most contacts one send reaches (a household rarely has more than two signers). */
export const maxProposalRecipients = 10;
/** Longest signer name and decline reason. */
export const signerNameMaxLength = 200;
export const declineReasonMaxLength = 500;
/**
 * The largest signature image accepted, as base64 text: a pad of 600 × 200 pixels in PNG stays
 * well under it, and a request cannot make the certificate carry megabytes.
 */
export const maxSignatureBase64Length = 300_000;

const positiveId = z.number().int().positive();

/** `POST /api/crm/proposal-sendings/`: which version, to which contacts (the primary by default). */
export const proposalSendSchema = z.strictObject({
  proposal_id: positiveId,
  contact_ids: z
    .array(positiveId)
    .min(1, { error: m.apiProposalSendContactRequired })
    .max(maxProposalRecipients)
    .optional(),
});
export type ProposalSendPayload = z.infer<typeof proposalSendSchema>;

const recipientSchema = z.object({
  contact_id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/** One send of a proposal version and what the customer did with it. */
export const proposalSendingSchema = z.object({
  id: z.number().int(),
  proposal_id: z.number().int(),
  proposal_version: z.number().int(),
  deal_id: z.number().int(),
  state: z.enum(proposalSendingStates),
  sent_at: z.string(),
  sent_by: z.string().nullable(),
  recipients: z.array(recipientSchema),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** SHA-256 (hex) of the proposal PDF as sent: the exact document the customer signs. */
  document_sha256: z.string(),
  signed_document_id: z.number().int().nullable(),
});
export type ProposalSending = z.infer<typeof proposalSendingSchema>;
export const proposalSendingsSchema = z.array(proposalSendingSchema);

/** What the portal's document says about signing it, for the caller. */
export const portalSigningSchema = z.object({
  sending_id: z.number().int(),
  state: z.enum(proposalSendingStates),
  signed_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  signed_document_id: z.number().int().nullable(),
});
export type PortalSigning = z.infer<typeof portalSigningSchema>;

/** `GET /api/portal/proposals/{id}/`: the customer-facing document and where its signing stands. */
export const portalProposalDocumentSchema = proposalDocumentSchema.extend({
  signing: portalSigningSchema.nullable(),
});
export type PortalProposalDocument = z.infer<typeof portalProposalDocumentSchema>;

/** `POST /api/portal/proposals/{id}/sign/`. */
export const proposalSignSchema = z.strictObject({
  full_name: z
    .string({ error: m.portalSignFullNameRequired })
    .trim()
    .min(1, { error: m.portalSignFullNameRequired })
    .max(signerNameMaxLength, { error: m.portalSignFullNameTooLong }),
  /** The signature as a PNG image, base64 (no data-URL prefix). */
  signature_png: z
    .string({ error: m.portalSignatureRequired })
    .min(1, { error: m.portalSignatureRequired })
    .max(maxSignatureBase64Length, { error: m.portalSignatureInvalid })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: m.portalSignatureInvalid }),
  signature_method: z.enum(signatureMethods),
  consent: z.literal(true, { error: m.portalSignConsentRequired }),
});
export type ProposalSignPayload = z.infer<typeof proposalSignSchema>;

/** `POST /api/portal/proposals/{id}/decline/`. */
export const proposalDeclineSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(declineReasonMaxLength, { error: m.portalDeclineReasonTooLong })
    .default(''),
});
export type ProposalDeclinePayload = z.input<typeof proposalDeclineSchema>;
