import { z } from 'zod';
import { namedItemSchema } from '../deals/reference-schemas';

/** How many deals `GET /api/dashboard/` lists as most recently changed. */
export const dashboardRecentDealsLimit = 8;

/** How many of the longest-waiting 'Proposal Requested' deals it lists. */
export const dashboardWaitingDealsLimit = 5;

/** A named list entry (deal stage, proposal status) with how many visible records carry it. */
const dashboardCountSchema = namedItemSchema.extend({ count: z.number().int().min(0) });
export type DashboardCount = z.infer<typeof dashboardCountSchema>;

/** A deal waiting in 'Proposal Requested'; `since` is its last change (ISO time). */
const dashboardWaitingDealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  since: z.string(),
});

/** One of the most recently changed deals. */
const dashboardRecentDealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stage: namedItemSchema,
  status: namedItemSchema,
  updated_at: z.string(),
});

/**
 * The deal figures, over exactly the deals the caller's deals list shows (superuser: all; else
 * their own and their sales team's).
 */
const dashboardDealsSchema = z.object({
  total: z.number().int().min(0),
  /** Every stage in display order, zeros included. */
  by_stage: z.array(dashboardCountSchema),
  proposal_requested: z.object({
    /** Null when no stage is named 'Proposal Requested'. */
    stage_id: z.number().int().nullable(),
    count: z.number().int().min(0),
    /** The longest waiting first (oldest last change), at most `dashboardWaitingDealsLimit`. */
    oldest: z.array(dashboardWaitingDealSchema),
  }),
  /** Most recently changed first, at most `dashboardRecentDealsLimit`. */
  recent: z.array(dashboardRecentDealSchema),
});
export type DashboardDeals = z.infer<typeof dashboardDealsSchema>;

/** Proposals of the visible deals by status: every status in display order, zeros included. */
const dashboardProposalsSchema = z.object({
  total: z.number().int().min(0),
  by_status: z.array(dashboardCountSchema),
});
export type DashboardProposals = z.infer<typeof dashboardProposalsSchema>;

/**
 * `GET /api/dashboard/`. A figure group is null when the caller cannot open its area: `deals`
 * needs a path that lists deals (crm/deals, crm/proposals, crm/present-proposal), `proposals`
 * needs crm/proposals (superusers hold every path). Staff without either get both null.
 */
export const dashboardResponseSchema = z.object({
  deals: dashboardDealsSchema.nullable(),
  proposals: dashboardProposalsSchema.nullable(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
