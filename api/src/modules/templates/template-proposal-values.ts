import { desc, eq } from 'drizzle-orm';
import {
  calculateProposal,
  monthlyProductionKwh,
  proposalDataSchema,
  proposalInputsOf,
  proposalMergeValuesOf,
  type ProposalMergeKey,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { proposalSavedDetails, proposals } from '../proposals/proposals-tables';

/** The proposal merge fields a template can print; every key is in the merge-field catalogue. */
export type ProposalMergeValues = Record<ProposalMergeKey, string>;

/**
 * The proposal figures (merge values and monthly production) of a deal's latest saved proposal version — the highest version that has a
 * saved design, as the deal's presenter names them ("Proposal V3") — computed by the shared
 * calculator and formatted as the presenter's results panel shows them. Null when the deal has no
 * saved design (or one the calculator cannot read): a document then reports the fields as missing
 * instead of printing invented figures.
 */
export async function proposalFiguresOf(
  db: Database,
  dealId: number,
): Promise<{ values: ProposalMergeValues; monthlyProductionKwh: number[] } | null> {
  const [latest] = await db
    .select({ data: proposalSavedDetails.data })
    .from(proposalSavedDetails)
    .innerJoin(proposals, eq(proposals.id, proposalSavedDetails.proposalId))
    .where(eq(proposals.dealId, dealId))
    .orderBy(desc(proposals.proposalVersion))
    .limit(1);
  if (!latest) return null;
  const design = proposalDataSchema.safeParse(latest.data);
  if (!design.success) return null;
  const inputs = proposalInputsOf(design.data);
  const results = calculateProposal(inputs);
  return {
    // The payment lines are the proposal's own program's, as its presenter shows them.
    values: proposalMergeValuesOf(inputs.program, results),
    // The same monthly split the customer-facing proposal's chart shows.
    monthlyProductionKwh: monthlyProductionKwh(results.productionHundredthsKwh),
  };
}
