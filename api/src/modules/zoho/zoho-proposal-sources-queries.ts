import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  bomProposalSourceLimit,
  proposalVersionName,
  type BomProposalSource,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { deals } from '../deals/deals-tables';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';

/** The saved design's panel count; a design saved without a panels array counts none. */
const panelCount = sql<number>`(case when jsonb_typeof(${proposalSavedDetails.data} -> 'panels') = 'array' then jsonb_array_length(${proposalSavedDetails.data} -> 'panels') else 0 end)::int`;

/**
 * The saved proposals (those with a presenter design of at least one panel), most recently saved
 * first, optionally narrowed by part of the deal name. A design of no panels is left out: the
 * quantities panel needs a count of at least 1.
 */
export async function listBomProposalSources(
  db: Database,
  search: string,
): Promise<BomProposalSource[]> {
  const conditions: SQL[] = [sql`${panelCount} >= 1`];
  const trimmed = search.trim();
  if (trimmed) conditions.push(ilike(deals.name, containsPattern(trimmed)));
  const rows = await db
    .select({
      proposalId: proposals.id,
      dealName: deals.name,
      version: proposals.proposalVersion,
      panelCount,
    })
    .from(proposals)
    .innerJoin(deals, eq(deals.id, proposals.dealId))
    .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(and(...conditions))
    .orderBy(desc(proposalSavedDetails.updatedAt), desc(proposals.id))
    .limit(bomProposalSourceLimit);
  return rows.map((row) => ({
    proposal_id: row.proposalId,
    deal_name: row.dealName,
    version_name: proposalVersionName(row.version),
    panel_count: Number(row.panelCount),
  }));
}
