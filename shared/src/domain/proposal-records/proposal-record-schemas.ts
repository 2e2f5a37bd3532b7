import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { proposalDataSchema } from '../proposals/saved-proposal';
import { utilityRateSchema } from '../savings/utility-rate';
import { storedPricingSchema } from '../deal-programs/deal-program-schemas';

/**
 * Most proposals (saved versions) one deal may keep: a salesperson comparing options saves a
 * handful; a hundred leaves room for long negotiations while a runaway client cannot fill the
 * database through one deal.
 */
export const maxProposalsPerDeal = 100;

/** The longest proposal description the dialog and the API accept. */
export const proposalDescriptionMaxLength = 500;

/** `GET /api/crm/proposal-statuses/`: Draft, Submitted, Approved, Rejected in that order. */
export const proposalStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;
export const proposalStatusesResponseSchema = z.array(proposalStatusSchema);

/** One row of `GET /api/crm/proposals/` (a proposal list row). */
export const proposalRowSchema = z.object({
  id: z.number().int(),
  deal: z.object({ id: z.number().int(), name: z.string() }),
  proposal_version: z.number().int(),
  proposal_status: proposalStatusSchema,
  proposal_description: z.string(),
  /** The record's edit version (its design's saves bump it too); not `proposal_version`. */
  version: z.number().int(),
});
export type ProposalRow = z.infer<typeof proposalRowSchema>;

export const proposalListResponseSchema = z.object({
  results: z.array(proposalRowSchema),
  count: z.number().int(),
});
export type ProposalListResponse = z.infer<typeof proposalListResponseSchema>;

/** The list's query: `search` matches the deal name; `status` is a proposal status id. */
export interface ProposalListQuery {
  page: number;
  page_size: number;
  search?: string;
  status?: number;
}

const requiredId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

/**
 * `POST /api/crm/proposals/` and `PUT /api/crm/proposals/{id}/` (the proposal form's payload).
 * The dialog and the API validate with this one schema, so both give the same messages.
 */
export const proposalWriteSchema = z.strictObject({
  id: z.number().int().positive().nullable().optional(),
  deal_id: requiredId(messages.proposalDealRequired),
  proposal_version: z
    .number({ error: messages.proposalVersionRequired })
    .int({ error: messages.proposalVersionWhole })
    .min(1, { error: messages.proposalVersionWhole }),
  proposal_status_id: requiredId(messages.proposalStatusRequired),
  proposal_description: z
    .string()
    .trim()
    .max(proposalDescriptionMaxLength, { error: messages.proposalDescriptionTooLong })
    .default(''),
});
export type ProposalWritePayload = z.input<typeof proposalWriteSchema>;

/** `PUT /api/crm/proposals/{id}/`: the form payload plus the `version` the dialog loaded. */
export const proposalUpdateSchema = proposalWriteSchema.extend({ version: recordVersionSchema });
export type ProposalUpdatePayload = z.input<typeof proposalUpdateSchema>;

/** The deal as the proposal screens show it: name and the address text. */
const proposalDealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
});

/**
 * `GET /api/crm/deals/{dealId}/proposal-context/`: what a deal-bound presenter starts from — the
 * deal's address and, when it has a power bill with all 12 months, those usages (January first).
 */
export const proposalContextSchema = z.object({
  deal: proposalDealSchema,
  monthly_usage: z.array(z.number()).length(12).nullable(),
});
export type ProposalContext = z.infer<typeof proposalContextSchema>;

/** A proposal's saved design (`GET /api/crm/proposal-saved-detail/{proposalId}/`). */
export const proposalSavedDetailSchema = z.object({
  proposal_id: z.number().int(),
  name: z.string(),
  data: proposalDataSchema,
  /** The proposal's edit version (see `proposalRowSchema`). */
  version: z.number().int(),
  updated_at: z.string(),
  /** What the API priced it with; null for a design saved before deal programs. */
  pricing: storedPricingSchema.nullish(),
});
export type ProposalSavedDetail = z.infer<typeof proposalSavedDetailSchema>;

/** The body of a deal's proposal versions' POST and PUT. */
export const proposalDesignWriteSchema = z.strictObject({ data: proposalDataSchema });

/** Saving over a stored design (a deal version's `PUT`): the design and the proposal's loaded `version`. */
export const proposalDesignUpdateSchema = proposalDesignWriteSchema.extend({
  version: recordVersionSchema,
});

/**
 * One saved version of a deal (`GET /api/crm/deals/{dealId}/proposal-versions/`): a proposal of
 * the deal that has a saved design, named after its version ("Proposal V2").
 */
export const proposalVersionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  proposal_version: z.number().int(),
  data: proposalDataSchema,
  /** The proposal's edit version (see `proposalRowSchema`). */
  version: z.number().int(),
  /** What the API priced it with; null for a design saved before deal programs. */
  pricing: storedPricingSchema.nullish(),
});
export type ProposalVersion = z.infer<typeof proposalVersionSchema>;
export const proposalVersionsResponseSchema = z.array(proposalVersionSchema);

/** `GET /api/crm/proposals/{id}/`: one proposal with its deal and saved design, for the preview. */
export const proposalDocumentSchema = z.object({
  proposal: proposalRowSchema,
  deal: proposalDealSchema.extend({
    sales_person: z.string().nullable(),
    /** The deal's primary contact's name, or the deal's name when it has no contact. */
    customer_name: z.string(),
  }),
  monthly_usage: z.array(z.number()).length(12).nullable(),
  saved_detail: proposalSavedDetailSchema.nullable(),
  /**
   * The rate in force of the deal's power company, which prices the document's savings; absent
   * or null when the deal has no power bill or the company no rate (the savings are then left out).
   */
  utility_rate: utilityRateSchema.nullable().optional(),
});
export type ProposalDocument = z.infer<typeof proposalDocumentSchema>;

/** The name of a deal's saved version. */
export function proposalVersionName(version: number): string {
  return `Proposal V${version}`;
}
