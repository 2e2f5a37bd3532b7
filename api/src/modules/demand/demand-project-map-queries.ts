import { inArray, sql } from 'drizzle-orm';
import {
  addIsoWeeks,
  allocateProjectMaterial,
  installationParts,
  isoWeekMonday,
  isoWeekOf,
  isoWeekRange,
  proposalDefaults,
  type MaterialInstallation,
  type ProjectMap,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { items } from '../zoho/zoho-tables';
import { readPartsTables } from './demand-link-queries';
import { type DemandWindow, typeOf } from './demand-queries';
import { rowsOf } from '../../db/rows-of';

interface OpenInstallation {
  projectId: number;
  dealId: number;
  dealName: string;
  plannedDate: string;
  panelCount: number;
  installationType: string | null;
  panelSizeW: number | null;
  program: string | null;
  provinceId: number | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Every open project (not done, not cancelled) whose installation is planned before the window
 * ends, those before the window too: an installation still waiting for its parts takes stock
 * before a later one, whenever it was planned.
 */
async function installationsUntil(db: Database, until: string): Promise<OpenInstallation[]> {
  const result = await db.execute(sql`
    select p.id as "projectId", p.deal_id as "dealId", d.name as "dealName",
      m.planned_date::text as "plannedDate",
      coalesce(p.system_panels, case when jsonb_typeof(psd.data -> 'panels') = 'array'
        then jsonb_array_length(psd.data -> 'panels') end, 0)::int as "panelCount",
      psd.data ->> 'selectedInstallationType' as "installationType",
      case when jsonb_typeof(psd.data -> 'selectedPanelSize') = 'number'
        then (psd.data ->> 'selectedPanelSize')::int end as "panelSizeW",
      psd.data ->> 'selectedProgram' as "program",
      a.province_id as "provinceId",
      a.latitude::float8 as "latitude", a.longitude::float8 as "longitude"
    from project_milestones m
    join projects p on p.id = m.project_id
    join deals d on d.id = p.deal_id
    left join addresses a on a.id = d.address_id
    left join proposal_saved_details psd on psd.proposal_id = p.proposal_id
    where m.key = 'installation_scheduled'
      and m.planned_date < ${until}::date
      and p.status not in ('Done', 'Cancelled')
    order by m.planned_date, p.id`);
  return rowsOf<OpenInstallation>(result);
}

/** What was issued to the deals of those projects, by deal and item (issues are negative). */
async function shippedUntil(
  db: Database,
  until: string,
): Promise<Map<number, Map<number, number>>> {
  const result = await db.execute(sql`
    select sm.deal_id as "dealId", sm.item_id as "itemId", (-sum(sm.quantity))::int as "shipped"
    from stock_movements sm
    where sm.kind = 'issue' and sm.deal_id in (
      select p.deal_id from project_milestones m join projects p on p.id = m.project_id
      where m.key = 'installation_scheduled' and m.planned_date < ${until}::date
        and p.status not in ('Done', 'Cancelled'))
    group by sm.deal_id, sm.item_id`);
  const byDeal = new Map<number, Map<number, number>>();
  for (const row of rowsOf<{ dealId: number; itemId: number; shipped: number }>(result)) {
    const deal = byDeal.get(row.dealId) ?? new Map<number, number>();
    deal.set(row.itemId, Number(row.shipped));
    byDeal.set(row.dealId, deal);
  }
  return byDeal;
}

/** On hand per item, every warehouse together. */
async function onHandOf(db: Database): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select item_id as "itemId", sum(on_hand)::int as "onHand"
    from stock_summaries group by item_id`);
  return new Map(
    rowsOf<{ itemId: number; onHand: number }>(result).map((row) => [
      row.itemId,
      Number(row.onHand),
    ]),
  );
}

/**
 * Project Info Map: the installations planned in the window, where they are, and their material
 * status. The stock on hand goes to every open installation in order of its day, those planned
 * before the window first, so a project is "short" when the stock left after the earlier ones
 * cannot cover what it still needs (its parts less what was shipped to it). One transaction, so
 * the installations, the shipments and the stock are read together.
 */
export async function projectMap(db: Database, window: DemandWindow): Promise<ProjectMap> {
  const fromDate = isoWeekMonday(window.fromWeek);
  const untilDate = isoWeekMonday(addIsoWeeks(window.fromWeek, window.weeks));
  return inTransaction(db, async (tx) => {
    const installations = await installationsUntil(tx, untilDate);
    const shipped = await shippedUntil(tx, untilDate);
    const onHand = await onHandOf(tx);
    const tables = await readPartsTables(tx);
    const material: MaterialInstallation[] = installations.map((installation) => ({
      projectId: installation.projectId,
      installationDate: installation.plannedDate,
      parts: installationParts(tables, {
        installationType: typeOf(installation.installationType),
        panelSizeW: installation.panelSizeW ?? proposalDefaults.panelSize,
        provinceId: installation.provinceId,
        program: installation.program,
        panelCount: Number(installation.panelCount),
      }).parts,
      shipped: shipped.get(installation.dealId) ?? new Map(),
    }));
    const allocation = new Map(
      allocateProjectMaterial(material, onHand).map((entry) => [entry.projectId, entry]),
    );
    const shown = installations.filter((installation) => installation.plannedDate >= fromDate);
    const itemIds = [
      ...new Set(
        shown.flatMap((installation) =>
          allocation.get(installation.projectId)!.shortages.map((shortage) => shortage.itemId),
        ),
      ),
    ];
    const itemRows =
      itemIds.length === 0
        ? []
        : await tx
            .select({ id: items.id, itemno: items.itemno, itemdes: items.itemdes })
            .from(items)
            .where(inArray(items.id, itemIds));
    const itemById = new Map(itemRows.map((item) => [item.id, item]));
    return {
      weeks: isoWeekRange(window.fromWeek, window.weeks),
      installations: shown.map((installation) => {
        const { status, shortages } = allocation.get(installation.projectId)!;
        return {
          project_id: installation.projectId,
          deal_id: installation.dealId,
          deal_name: installation.dealName,
          installation_date: installation.plannedDate,
          week: isoWeekOf(installation.plannedDate),
          latitude: installation.latitude === null ? null : Number(installation.latitude),
          longitude: installation.longitude === null ? null : Number(installation.longitude),
          status,
          shortages: shortages.map((shortage) => ({
            item_id: shortage.itemId,
            itemno: itemById.get(shortage.itemId)?.itemno ?? '',
            itemdes: itemById.get(shortage.itemId)?.itemdes ?? '',
            needed: shortage.needed,
            available: shortage.available,
            short_by: shortage.shortBy,
          })),
        };
      }),
    };
  });
}
