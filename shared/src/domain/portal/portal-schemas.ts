import { z } from 'zod';
import { projectMilestoneKeys } from '../projects/projects-constants';
import { namedItemSchema } from '../deals/reference-schemas';
import { messages } from '../messages';
import { proposalStatusSchema } from '../proposal-records/proposal-record-schemas';
import {
  serviceRequestKinds,
  serviceRequestMessageMaxLength,
  serviceRequestStatuses,
  stageStepStates,
} from './portal-constants';

const stageStepSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(stageStepStates),
});
export type StageStep = z.infer<typeof stageStepSchema>;

/**
 * One deal of `GET /api/portal/deals/`: a deal the customer is a contact of, with its stage and
 * status and the stage timeline (every stage in the stage list's order, marked done, current or
 * upcoming). The status is null while it is one of staff's internal ones (`customerDealStatusOf`):
 * the API never sends those to a customer.
 */
const portalDealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  stage: namedItemSchema,
  status: namedItemSchema.nullable(),
  timeline: z.array(stageStepSchema),
  /**
   * The installation after Closed Won: each milestone's planned and actual dates in order, and
   * whether the installation is finished. What staff keep for themselves (notes, owners, the
   * status and its reasons) is never sent. Null before the deal is won.
   */
  installation: z
    .object({
      finished: z.boolean(),
      milestones: z.array(
        z.object({
          key: z.enum(projectMilestoneKeys),
          planned_date: z.string().nullable(),
          actual_date: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type PortalDeal = z.infer<typeof portalDealSchema>;
export const portalDealsResponseSchema = z.array(portalDealSchema);

/** One approved proposal of `GET /api/portal/proposals/`. */
const portalProposalSchema = z.object({
  id: z.number().int(),
  deal: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  proposal_version: z.number().int(),
  proposal_status: proposalStatusSchema,
  /** Whether a design is saved: without one there is no document to open. */
  has_document: z.boolean(),
  /** Sent to the caller for signature and not answered yet. */
  awaiting_signature: z.boolean(),
  updated_at: z.string(),
});
export type PortalProposal = z.infer<typeof portalProposalSchema>;
export const portalProposalsResponseSchema = z.array(portalProposalSchema);

const requiredId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

/**
 * `POST /api/portal/service-requests/`. The portal's form and the API validate with this one
 * schema, so both give the same messages. Without `deal_id` (or with null) it is a general
 * request: a new customer has no project to name yet.
 */
export const serviceRequestWriteSchema = z.strictObject({
  deal_id: requiredId(messages.serviceRequestDealRequired).nullable().optional(),
  kind: z.enum(serviceRequestKinds, { error: messages.serviceRequestKindRequired }),
  message: z
    .string({ error: messages.serviceRequestMessageRequired })
    .trim()
    .min(1, { error: messages.serviceRequestMessageRequired })
    .max(serviceRequestMessageMaxLength, { error: messages.serviceRequestMessageTooLong }),
});
export type ServiceRequestWritePayload = z.input<typeof serviceRequestWriteSchema>;

/** `PUT /api/crm/deals/{dealId}/service-requests/{id}/`: staff mark a request handled or open. */
export const serviceRequestStatusWriteSchema = z.strictObject({
  status: z.enum(serviceRequestStatuses, { error: messages.serviceRequestStatusRequired }),
});

/** A service request as the customer and staff see it; `deal` is null for a general request. */
export const serviceRequestSchema = z.object({
  id: z.number().int(),
  deal: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: z.enum(serviceRequestKinds),
  message: z.string(),
  status: z.enum(serviceRequestStatuses),
  /** Who sent it: the name and email of their account (null once the account is deleted). */
  requested_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export const serviceRequestsResponseSchema = z.array(serviceRequestSchema);

/** `GET /api/service-requests/`: the staff's list of requests, one page of them. */
export const serviceRequestListQuerySchema = z.strictObject({
  page: z.coerce.number().int().positive().default(1),
  status: z.enum(serviceRequestStatuses).optional(),
});
export type ServiceRequestListQuery = z.input<typeof serviceRequestListQuerySchema>;
export const serviceRequestPageSchema = z.object({
  results: z.array(serviceRequestSchema),
  count: z.number().int(),
});
export type ServiceRequestPage = z.infer<typeof serviceRequestPageSchema>;

/**
 * `GET` and `PUT /api/portal/mail-settings/`: the caller's own e-mail choices. Only milestone mail
 * can be turned off; the mail a customer needs to act (sign-in links, proposals, signed copies)
 * always goes out.
 */
export const portalMailSettingsSchema = z.strictObject({
  milestone_mail: z.boolean({ error: messages.portalMilestoneMailChoiceRequired }),
});
export type PortalMailSettings = z.infer<typeof portalMailSettingsSchema>;
