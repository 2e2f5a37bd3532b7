import { z } from 'zod';

/**
 * One row of `GET /api/zoho/bom-proposal-sources/?search=`: a saved proposal design whose panel
 * count the BOM design page's quantities panel can use. Only the deal's name leaves the CRM: parts
 * list staff need the count, not the customer.
 */
const bomProposalSourceSchema = z.object({
  proposal_id: z.number().int(),
  deal_name: z.string(),
  /** "Proposal V2": the saved version's name. */
  version_name: z.string(),
  panel_count: z.number().int(),
});
export type BomProposalSource = z.infer<typeof bomProposalSourceSchema>;
export const bomProposalSourceListSchema = z.array(bomProposalSourceSchema);

/** How many proposals one call answers; the select narrows by deal name beyond that. */
export const bomProposalSourceLimit = 20;
