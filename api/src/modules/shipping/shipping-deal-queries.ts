import { desc, eq, sql } from 'drizzle-orm';
import {
  bomLineQuantity,
  type CalculationMethod,
  messages,
  shipmentDealPickLimit,
  type ShipmentDealOption,
  type ShipmentPartsList,
  shipmentPartsListLimit,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { HttpError } from '../../http/http-error';
import { deals } from '../deals/deals-tables';
import { projects } from '../projects/projects-tables';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';
import { bomDetails, boms, items } from '../zoho/zoho-tables';

/**
 * Deals to ship to, by part of their name: those with an installation project first (they are the
 * ones whose equipment leaves), then the most recently created. Shipping staff plan for every
 * team, so this list is not narrowed by the sales-person tree.
 */
export async function pickShipmentDeals(
  db: Database,
  search: string,
): Promise<ShipmentDealOption[]> {
  const trimmed = search.trim();
  const rows = await db
    .select({ id: deals.id, name: deals.name, projectId: projects.id })
    .from(deals)
    .leftJoin(projects, eq(projects.dealId, deals.id))
    .where(trimmed === '' ? undefined : sql`${deals.name} ILIKE ${containsPattern(trimmed)}`)
    .orderBy(sql`${projects.id} IS NULL`, desc(deals.id))
    .limit(shipmentDealPickLimit);
  return rows.map((row) => ({ id: row.id, name: row.name, project_id: row.projectId }));
}

/** The saved design's panel count; a design saved without a panels array counts none. */
const savedPanelCount = sql<number>`(case when jsonb_typeof(${proposalSavedDetails.data} -> 'panels') = 'array' then jsonb_array_length(${proposalSavedDetails.data} -> 'panels') else 0 end)::int`;

/**
 * What the deal's installation needs from a parts list: the chosen parts list (else the most
 * recently changed active one) at the deal's panel count, each line by the parts list's own rule
 * (`bomLineQuantity`). The panel count is the project's (the system sold) when the deal has one,
 * else its most recently saved design's. Lines that come to zero (a per-panel part of a deal
 * with no panels yet) are left out.
 */
export async function dealPartsList(
  db: Database,
  dealId: number,
  bomId: number | undefined,
): Promise<ShipmentPartsList> {
  const [deal] = await db
    .select({
      id: deals.id,
      name: deals.name,
      projectId: projects.id,
      projectPanels: projects.systemPanels,
    })
    .from(deals)
    .leftJoin(projects, eq(projects.dealId, deals.id))
    .where(eq(deals.id, dealId));
  if (!deal) throw new HttpError(404, messages.shipmentDealNotFound);

  let panelCount = deal.projectPanels ?? null;
  if (panelCount === null) {
    const [design] = await db
      .select({ panels: savedPanelCount })
      .from(proposals)
      .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
      .where(eq(proposals.dealId, dealId))
      .orderBy(desc(proposalSavedDetails.updatedAt), desc(proposals.id))
      .limit(1);
    panelCount = design ? Number(design.panels) : 0;
  }

  const activeBoms = await db
    .select({ id: boms.id, name: boms.bomdes })
    .from(boms)
    .where(eq(boms.bomsts, 'Active'))
    .orderBy(desc(boms.updatedAt), desc(boms.id))
    .limit(shipmentPartsListLimit);
  let chosen = bomId === undefined ? activeBoms[0] : activeBoms.find((bom) => bom.id === bomId);
  if (bomId !== undefined && !chosen) {
    const [other] = await db
      .select({ id: boms.id, name: boms.bomdes })
      .from(boms)
      .where(eq(boms.id, bomId));
    if (!other) throw new HttpError(404, messages.apiBomNotFound);
    chosen = other;
  }

  const lines = chosen
    ? await db
        .select({
          item_id: items.id,
          itemno: items.itemno,
          itemdes: items.itemdes,
          method: bomDetails.calculationmethod,
          parameter: bomDetails.parameter,
          denominator: bomDetails.denominator,
        })
        .from(bomDetails)
        .innerJoin(items, eq(items.id, bomDetails.itemId))
        .where(eq(bomDetails.bomId, chosen.id))
        .orderBy(items.itemno)
    : [];
  return {
    deal: { id: deal.id, name: deal.name, project_id: deal.projectId },
    panel_count: panelCount,
    bom: chosen ?? null,
    boms: activeBoms,
    lines: lines
      .map((line) => ({
        item_id: line.item_id,
        itemno: line.itemno,
        itemdes: line.itemdes,
        quantity: bomLineQuantity(
          line.method as CalculationMethod,
          line.parameter,
          line.denominator,
          panelCount,
        ),
      }))
      .filter((line) => line.quantity > 0),
  };
}
