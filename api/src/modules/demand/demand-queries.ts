import { inArray, sql } from 'drizzle-orm';
import {
  installationParts,
  installationTypes,
  isoWeekMonday,
  isoWeekOf,
  isoWeekRange,
  addIsoWeeks,
  proposalDefaults,
  type DemandCellRow,
  type DemandGrid,
  type DemandSource,
  type InstallationKind,
  type InstallationType,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { items } from '../zoho/zoho-tables';
import { demandGridCacheOf } from './demand-grid-cache';
import { readPartsTables } from './demand-link-queries';
import { demandVersion } from './demand-tables';
import { rowsOf } from '../../db/rows-of';

/** One row of gross demand: what one source needs of one item in one ISO week. */
export interface GrossDemandRow {
  itemId: number;
  week: string;
  quantity: number;
  source: DemandSource;
  /** The project's id for 'project', the planned installation's id for 'plan'. */
  sourceId: number;
  /** The deal's name, or what the planned installations are ("3 × rooftop 405 W, NS"). */
  label: string;
  dealId: number | null;
}

/** A weeks window: `weeks` ISO weeks from `fromWeek` on. */
export interface DemandWindow {
  fromWeek: string;
  weeks: number;
}

interface DemandDetail extends GrossDemandRow {
  installationDate: string | null;
  panelCount: number;
  required: number;
  shipped: number;
}

interface ScheduledInstallation {
  projectId: number;
  dealId: number;
  dealName: string;
  plannedDate: string;
  panelCount: number;
  installationType: string | null;
  panelSizeW: number | null;
  program: string | null;
  provinceId: number | null;
}

/**
 * The projects whose installation (the Installation scheduled milestone's planned date) falls in
 * the window, with what their saved design says: type, panel size, program, and the panel count
 * the project copied when it started. A project without a saved design counts as the presenter's
 * defaults (rooftop, 405 W). Done and cancelled projects need nothing more.
 */
async function scheduledInstallations(
  db: Database,
  from: string,
  until: string,
): Promise<ScheduledInstallation[]> {
  const result = await db.execute(sql`
    select p.id as "projectId", p.deal_id as "dealId", d.name as "dealName",
      m.planned_date::text as "plannedDate",
      coalesce(p.system_panels, case when jsonb_typeof(psd.data -> 'panels') = 'array'
        then jsonb_array_length(psd.data -> 'panels') end, 0)::int as "panelCount",
      psd.data ->> 'selectedInstallationType' as "installationType",
      case when jsonb_typeof(psd.data -> 'selectedPanelSize') = 'number'
        then (psd.data ->> 'selectedPanelSize')::int end as "panelSizeW",
      psd.data ->> 'selectedProgram' as "program",
      a.province_id as "provinceId"
    from project_milestones m
    join projects p on p.id = m.project_id
    join deals d on d.id = p.deal_id
    left join addresses a on a.id = d.address_id
    left join proposal_saved_details psd on psd.proposal_id = p.proposal_id
    where m.key = 'installation_scheduled'
      and m.planned_date >= ${from}::date and m.planned_date < ${until}::date
      and p.status not in ('Done', 'Cancelled')`);
  return rowsOf<ScheduledInstallation>(result);
}

/**
 * What was already issued from stock to the deals of the projects installing in the window, by
 * deal and item (issues are negative movements). Joined on the same window, so no list of deals
 * travels to the database.
 */
async function shippedInWindow(
  db: Database,
  from: string,
  until: string,
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select sm.deal_id as "dealId", sm.item_id as "itemId", (-sum(sm.quantity))::int as "shipped"
    from project_milestones m
    join projects p on p.id = m.project_id
    join stock_movements sm on sm.deal_id = p.deal_id and sm.kind = 'issue'
    where m.key = 'installation_scheduled'
      and m.planned_date >= ${from}::date and m.planned_date < ${until}::date
      and p.status not in ('Done', 'Cancelled')
    group by sm.deal_id, sm.item_id`);
  const shipped = new Map<string, number>();
  for (const row of rowsOf<{ dealId: number; itemId: number; shipped: number }>(result)) {
    shipped.set(`${row.dealId}:${row.itemId}`, Number(row.shipped));
  }
  return shipped;
}

interface PlannedRow {
  id: number;
  week: string;
  count: number;
  installationType: string;
  panelSizeW: number;
  panelsEach: number;
  provinceId: number | null;
  provinceCode: string | null;
  program: string | null;
}

async function plannedInWindow(db: Database, from: string, until: string): Promise<PlannedRow[]> {
  const result = await db.execute(sql`
    select pi.id, pi.week, pi.count, pi.installation_type as "installationType",
      pi.panel_size_w as "panelSizeW", pi.panels_each as "panelsEach", pi.province_id as "provinceId",
      pr.code as "provinceCode", pi.program
    from planned_installations pi
    left join provinces pr on pr.id = pi.province_id
    where pi.week >= ${from} and pi.week < ${until}`);
  return rowsOf<PlannedRow>(result);
}

/** The window's first day and the week and day just after it (the reads take `>= from, < until`). */
function windowBounds(window: DemandWindow) {
  const untilWeek = addIsoWeeks(window.fromWeek, window.weeks);
  return {
    fromDate: isoWeekMonday(window.fromWeek),
    untilWeek,
    untilDate: isoWeekMonday(untilWeek),
  };
}

export const typeOf = (value: string | null): InstallationType =>
  (installationTypes as readonly string[]).includes(value ?? '')
    ? (value as InstallationType)
    : proposalDefaults.installationType;

/**
 * Every number of demand with where it comes from: each scheduled project's parts less what was
 * already issued to its deal, and each planned installation's parts (count × one installation).
 * A fixed number of set reads whatever the size (installations, links and their lists, the
 * panel links, the issues to those deals), the parts worked out by the one quantity rule.
 */
async function demandDetails(db: Database, window: DemandWindow): Promise<DemandDetail[]> {
  const { fromDate, untilWeek, untilDate } = windowBounds(window);
  const [projects, planned, tables, shipped] = await Promise.all([
    scheduledInstallations(db, fromDate, untilDate),
    plannedInWindow(db, window.fromWeek, untilWeek),
    readPartsTables(db),
    shippedInWindow(db, fromDate, untilDate),
  ]);
  const details: DemandDetail[] = [];
  for (const project of projects) {
    const panelCount = Number(project.panelCount);
    const { parts } = installationParts(tables, {
      installationType: typeOf(project.installationType),
      panelSizeW: project.panelSizeW ?? proposalDefaults.panelSize,
      provinceId: project.provinceId,
      program: project.program,
      panelCount,
    });
    const week = isoWeekOf(project.plannedDate);
    for (const [itemId, required] of parts) {
      const issued = shipped.get(`${project.dealId}:${itemId}`) ?? 0;
      details.push({
        itemId,
        week,
        quantity: Math.max(0, required - issued),
        source: 'project',
        sourceId: project.projectId,
        label: project.dealName,
        dealId: project.dealId,
        installationDate: project.plannedDate,
        panelCount,
        required,
        shipped: issued,
      });
    }
  }
  for (const plan of planned) {
    // One installation's parts at its panel count, times how many are planned: the quantity rule
    // (a fixed part per installation, a ceiling per installation) applies to each installation.
    const { parts } = installationParts(tables, {
      installationType: typeOf(plan.installationType),
      panelSizeW: plan.panelSizeW,
      provinceId: plan.provinceId,
      program: plan.program,
      panelCount: plan.panelsEach,
    });
    for (const [itemId, one] of parts) {
      const required = one * plan.count;
      details.push({
        itemId,
        week: plan.week,
        quantity: required,
        source: 'plan',
        sourceId: plan.id,
        label: `${plan.count} × ${plan.installationType} ${plan.panelSizeW} W${plan.provinceCode ? `, ${plan.provinceCode}` : ''}`,
        dealId: null,
        installationDate: null,
        panelCount: plan.panelsEach,
        required,
        shipped: 0,
      });
    }
  }
  return details.filter((detail) => detail.quantity > 0 || detail.shipped > 0);
}

/**
 * Gross demand per item, ISO week and source over `weeks` weeks from `fromWeek`: the scheduled
 * projects (their parts less what was already issued to their deal) and the planned
 * installations, through the BOM links, the parts lists' quantity rule and the panel links. The
 * planning run reads this; each row names its source so any figure can be explained.
 */
export async function readGrossDemand(
  db: Database,
  window: DemandWindow,
): Promise<GrossDemandRow[]> {
  const details = await demandDetails(db, window);
  return details
    .filter((detail) => detail.quantity > 0)
    .map(({ itemId, week, quantity, source, sourceId, label, dealId }) => ({
      itemId,
      week,
      quantity,
      source,
      sourceId,
      label,
      dealId,
    }));
}

/**
 * The Demand page's grid: every item with demand in the window, a quantity per week. Reused while
 * nothing it counts has changed (`demand_version`, read before the grid is computed).
 */
export async function demandGrid(db: Database, window: DemandWindow): Promise<DemandGrid> {
  const cache = demandGridCacheOf(db);
  const key = `${window.fromWeek}/${window.weeks}`;
  const [row] = await db.select({ version: demandVersion.version }).from(demandVersion);
  const version = Number(row?.version ?? 0);
  const cached = cache.current(key, version);
  if (cached) return cached;
  const grid = await computeDemandGrid(db, window);
  cache.set(key, version, grid);
  return grid;
}

/** Installations of one kind in one week: what the grid needs of the scheduled projects. */
interface ScheduledGroup {
  week: string;
  panelCount: number;
  installationType: string | null;
  panelSizeW: number | null;
  program: string | null;
  provinceId: number | null;
  /** Set only when something was already issued to the deal: its parts are netted one by one. */
  issuedDealId: number | null;
  installations: number;
}

/**
 * The window's scheduled installations counted by ISO week and kind. Projects of the same kind in
 * the same week need the same parts, so the grid works each kind out once; a project whose deal
 * already received parts stays on its own row, since what it still needs is its parts less its
 * own issues.
 */
async function scheduledGroups(
  db: Database,
  from: string,
  until: string,
): Promise<ScheduledGroup[]> {
  const result = await db.execute(sql`
    with scheduled as (
      select p.deal_id, date_trunc('week', m.planned_date)::date as monday,
        coalesce(p.system_panels, case when jsonb_typeof(psd.data -> 'panels') = 'array'
          then jsonb_array_length(psd.data -> 'panels') end, 0)::int as panel_count,
        psd.data ->> 'selectedInstallationType' as installation_type,
        case when jsonb_typeof(psd.data -> 'selectedPanelSize') = 'number'
          then (psd.data ->> 'selectedPanelSize')::int end as panel_size_w,
        psd.data ->> 'selectedProgram' as program,
        a.province_id
      from project_milestones m
      join projects p on p.id = m.project_id
      join deals d on d.id = p.deal_id
      left join addresses a on a.id = d.address_id
      left join proposal_saved_details psd on psd.proposal_id = p.proposal_id
      where m.key = 'installation_scheduled'
        and m.planned_date >= ${from}::date and m.planned_date < ${until}::date
        and p.status not in ('Done', 'Cancelled'))
    select s.monday::text as "monday", s.panel_count as "panelCount",
      s.installation_type as "installationType", s.panel_size_w as "panelSizeW",
      s.program, s.province_id as "provinceId",
      case when exists (select 1 from stock_movements sm
        where sm.deal_id = s.deal_id and sm.kind = 'issue') then s.deal_id end as "issuedDealId",
      count(*)::int as "installations"
    from scheduled s
    group by 1, 2, 3, 4, 5, 6, 7`);
  const weekOfMonday = new Map<string, string>();
  return rowsOf<Omit<ScheduledGroup, 'week'> & { monday: string }>(result).map(
    ({ monday, ...group }) => {
      let week = weekOfMonday.get(monday);
      if (week === undefined) {
        week = isoWeekOf(monday);
        weekOfMonday.set(monday, week);
      }
      return { ...group, week };
    },
  );
}

/**
 * `installationParts` remembered per kind of installation: the grid asks the same kinds again
 * and again (thousands of projects, a few hundred kinds). The answer is a pure function of the
 * kind and the parts tables read for this grid.
 */
function partsOfKind(tables: Awaited<ReturnType<typeof readPartsTables>>) {
  const known = new Map<string, Map<number, number>>();
  return (kind: InstallationKind & { panelCount: number }): Map<number, number> => {
    const key = JSON.stringify([
      kind.installationType,
      kind.panelSizeW,
      kind.provinceId,
      kind.program,
      kind.panelCount,
    ]);
    let parts = known.get(key);
    if (!parts) {
      parts = installationParts(tables, kind).parts;
      known.set(key, parts);
    }
    return parts;
  };
}

/**
 * The grid worked out anew: the same numbers as summing `readGrossDemand` per item and week, but
 * with the scheduled projects read counted by week and kind, each kind's parts worked out once
 * and no row per project and part built, so the first answer after a change stays cheap.
 */
async function computeDemandGrid(db: Database, window: DemandWindow): Promise<DemandGrid> {
  const weeks = isoWeekRange(window.fromWeek, window.weeks);
  const column = new Map(weeks.map((week, index) => [week, index]));
  const { fromDate, untilWeek, untilDate } = windowBounds(window);
  const [groups, planned, tables, shipped] = await Promise.all([
    scheduledGroups(db, fromDate, untilDate),
    plannedInWindow(db, window.fromWeek, untilWeek),
    readPartsTables(db),
    shippedInWindow(db, fromDate, untilDate),
  ]);
  const partsOf = partsOfKind(tables);
  const byItem = new Map<number, number[]>();
  const add = (itemId: number, week: string, quantity: number) => {
    if (quantity <= 0) return;
    let quantities = byItem.get(itemId);
    if (!quantities) {
      quantities = weeks.map(() => 0);
      byItem.set(itemId, quantities);
    }
    quantities[column.get(week)!]! += quantity;
  };
  for (const group of groups) {
    const parts = partsOf({
      installationType: typeOf(group.installationType),
      panelSizeW: group.panelSizeW ?? proposalDefaults.panelSize,
      provinceId: group.provinceId,
      program: group.program,
      panelCount: Number(group.panelCount),
    });
    for (const [itemId, required] of parts) {
      const issued =
        group.issuedDealId === null ? 0 : (shipped.get(`${group.issuedDealId}:${itemId}`) ?? 0);
      add(itemId, group.week, Math.max(0, required - issued) * group.installations);
    }
  }
  for (const plan of planned) {
    const parts = partsOf({
      installationType: typeOf(plan.installationType),
      panelSizeW: plan.panelSizeW,
      provinceId: plan.provinceId,
      program: plan.program,
      panelCount: plan.panelsEach,
    });
    for (const [itemId, one] of parts) add(itemId, plan.week, one * plan.count);
  }
  const itemIds = [...byItem.keys()];
  const itemRows =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: items.id, itemno: items.itemno, itemdes: items.itemdes })
          .from(items)
          .where(inArray(items.id, itemIds));
  return {
    weeks,
    items: itemRows
      .map((item) => {
        const quantities = byItem.get(item.id)!;
        return {
          item_id: item.id,
          itemno: item.itemno,
          itemdes: item.itemdes,
          quantities,
          total: quantities.reduce((sum, quantity) => sum + quantity, 0),
        };
      })
      .sort((a, b) => a.itemno.localeCompare(b.itemno)),
  };
}

/** The rows one number of the grid comes from: each project or planned installation. */
export async function demandCell(
  db: Database,
  itemId: number,
  week: string,
): Promise<DemandCellRow[]> {
  const details = await demandDetails(db, { fromWeek: week, weeks: 1 });
  return details
    .filter((detail) => detail.itemId === itemId)
    .map((detail) => ({
      source: detail.source,
      source_id: detail.sourceId,
      label: detail.label,
      deal_id: detail.dealId,
      installation_date: detail.installationDate,
      panel_count: detail.panelCount,
      required: detail.required,
      shipped: detail.shipped,
      quantity: detail.quantity,
    }))
    .sort((a, b) => a.source.localeCompare(b.source) || a.label.localeCompare(b.label));
}
