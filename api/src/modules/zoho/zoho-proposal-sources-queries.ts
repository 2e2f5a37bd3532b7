import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  bomProposalSourceLimit,
  bomProposalSourceListSchema,
  proposalVersionName,
  type BomProposalSource,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { defineRoute } from '../../http/route-declaration';
import { containsPattern } from '../../db/like-pattern';
import { deals } from '../deals/deals-tables';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';
import { bomPaths } from './zoho-menu-paths';

export const bomProposalSourcesQuerySchema = z.strictObject({
  search: z.string().max(200).default(''),
});

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

/**
 * `GET /api/zoho/bom-proposal-sources/?search=` (issue 6, beyond the spec): lets the BOM design
 * page's quantities panel take a saved proposal's panel count. Granted by `zoho/bom` alone, and it
 * does NOT apply the CRM's per-deal rule: parts-list staff (ops) hold no CRM path yet must be able
 * to size a parts list from any saved proposal. That is acceptable because the answer carries no
 * customer data beyond the deal's name — no address, contact, usage, prices or panel positions —
 * and it is read-only. Everything else about a proposal stays behind the proposals routes and
 * their per-deal check.
 */
export const bomProposalSourcesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/zoho/bom-proposal-sources/',
    access: { staff: true, menuPaths: bomPaths },
    tag: 'zoho',
    summary: `Saved proposals with their deal name, version and panel count (at most ${bomProposalSourceLimit}); search by deal name`,
    schemas: { querystring: bomProposalSourcesQuerySchema, response: bomProposalSourceListSchema },
    async handler({ query }, { deps }) {
      return listBomProposalSources(deps.database.db, query.search);
    },
  }),
];
