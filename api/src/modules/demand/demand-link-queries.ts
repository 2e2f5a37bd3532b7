import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  bomLinkSpecificity,
  installationParts,
  messages,
  type BomLineRule,
  type BomLink,
  type BomLinkCriteria,
  type BomLinkInput,
  type CalculationMethod,
  type InstallationKind,
  type InstallationType,
  type DemandOptions,
  type PanelLink,
} from '@solar/shared/domain';
import { panelSizes } from '@solar/shared/domain';
import { ratedPowerAttributeName } from '../zoho';
import { provinces } from '../../db/schema';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { bomDetails, boms, itemAttributes, itemAttributeValues, items } from '../zoho/zoho-tables';
import { vendors } from '../purchase-orders/purchase-orders-tables';
import { warehouses } from '../stock/stock-tables';
import { pgErrorOf } from './demand-db-errors';
import { bomLinks, demandPanelLinks, demandPanelSizes } from './demand-tables';

const linkColumns = {
  id: bomLinks.id,
  bomId: bomLinks.bomId,
  bomDescription: boms.bomdes,
  installationType: bomLinks.installationType,
  program: bomLinks.program,
  panelSizeW: bomLinks.panelSizeW,
  provinceId: bomLinks.provinceId,
  provinceName: provinces.name,
  isDefault: bomLinks.isDefault,
  version: bomLinks.version,
};
type LinkRow = {
  id: number;
  bomId: number;
  bomDescription: string;
  installationType: string | null;
  program: string | null;
  panelSizeW: number | null;
  provinceId: number | null;
  provinceName: string | null;
  isDefault: boolean;
  version: number;
};

function toBomLink(row: LinkRow): BomLink {
  const criteria = criteriaOf(row);
  return {
    id: row.id,
    bom_id: row.bomId,
    bom_description: row.bomDescription,
    installation_type: criteria.installationType,
    program: row.program,
    panel_size_w: row.panelSizeW,
    province_id: row.provinceId,
    province_name: row.provinceName,
    is_default: row.isDefault,
    specificity: bomLinkSpecificity(criteria),
    version: row.version,
  };
}

function criteriaOf(row: Omit<LinkRow, 'bomDescription' | 'provinceName'>): BomLinkCriteria & {
  bomId: number;
} {
  return {
    bomId: row.bomId,
    installationType: row.installationType as InstallationType | null,
    program: row.program,
    panelSizeW: row.panelSizeW,
    provinceId: row.provinceId,
  };
}

/** Every link, the most specific first: the order in which they are tried. */
export async function listBomLinks(db: Database): Promise<BomLink[]> {
  const rows = await db
    .select(linkColumns)
    .from(bomLinks)
    .innerJoin(boms, eq(boms.id, bomLinks.bomId))
    .leftJoin(provinces, eq(provinces.id, bomLinks.provinceId));
  return rows.map(toBomLink).sort((a, b) => b.specificity - a.specificity || a.id - b.id);
}

async function bomLinkById(db: Database, id: number): Promise<BomLink> {
  const [row] = await db
    .select(linkColumns)
    .from(bomLinks)
    .innerJoin(boms, eq(boms.id, bomLinks.bomId))
    .leftJoin(provinces, eq(provinces.id, bomLinks.provinceId))
    .where(eq(bomLinks.id, id));
  if (!row) throw new HttpError(404, messages.bomLinkNotFound);
  return toBomLink(row);
}

const isDefaultInput = (input: BomLinkInput) =>
  input.installation_type === null &&
  input.program === null &&
  input.panel_size_w === null &&
  input.province_id === null;

const valuesOf = (input: BomLinkInput) => ({
  bomId: input.bom_id,
  installationType: input.installation_type,
  program: input.program,
  panelSizeW: input.panel_size_w,
  provinceId: input.province_id,
});

/**
 * Runs a change of the links under a lock on the table: the rule "exactly one default" reads the
 * whole table, so two changes must not both read it before either writes. Database refusals come
 * back as the page's messages.
 */
async function changingLinks<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, async (tx) => {
      await tx.execute(sql`lock table ${bomLinks} in share row exclusive mode`);
      return work(tx);
    });
  } catch (error) {
    const { code, constraint } = pgErrorOf(error);
    if (code === '23505' && constraint === 'bom_links_criteria_idx') {
      throw new HttpError(409, messages.bomLinkDuplicate);
    }
    if (code === '23514' && constraint === 'bom_links_one_default') {
      throw new HttpError(409, messages.bomLinkDefaultRequired);
    }
    if (code === '23503' && constraint?.includes('province')) {
      throw new HttpError(400, messages.bomLinkUnknownProvince);
    }
    if (code === '23503') throw new HttpError(400, messages.bomLinkUnknownBom);
    throw error;
  }
}

async function hasDefault(tx: Database): Promise<boolean> {
  const [row] = await tx
    .select({ id: bomLinks.id })
    .from(bomLinks)
    .where(eq(bomLinks.isDefault, true));
  return row !== undefined;
}

export async function createBomLink(db: Database, input: BomLinkInput): Promise<BomLink> {
  return changingLinks(db, async (tx) => {
    if (!isDefaultInput(input) && !(await hasDefault(tx))) {
      throw new HttpError(409, messages.bomLinkDefaultFirst);
    }
    const [row] = await tx.insert(bomLinks).values(valuesOf(input)).returning({ id: bomLinks.id });
    return bomLinkById(tx, row!.id);
  });
}

export async function updateBomLink(
  db: Database,
  id: number,
  input: BomLinkInput & { version: number },
): Promise<BomLink> {
  return changingLinks(db, async (tx) => {
    const current = await bomLinkById(tx, id);
    if (current.version !== input.version) throw versionConflict();
    if (current.is_default && !isDefaultInput(input)) {
      throw new HttpError(409, messages.bomLinkDefaultRequired);
    }
    await tx
      .update(bomLinks)
      .set({ ...valuesOf(input), version: sql`${bomLinks.version} + 1` })
      .where(and(eq(bomLinks.id, id), eq(bomLinks.version, input.version)));
    return bomLinkById(tx, id);
  });
}

/** Deletes a link at the version the user saw; the default goes only as the last link. */
export async function deleteBomLink(db: Database, id: number, version: number): Promise<void> {
  await changingLinks(db, async (tx) => {
    const current = await bomLinkById(tx, id);
    if (current.version !== version) throw versionConflict();
    if (current.is_default) {
      const [other] = await tx
        .select({ id: bomLinks.id })
        .from(bomLinks)
        .where(sql`${bomLinks.id} <> ${id}`)
        .limit(1);
      if (other) throw new HttpError(409, messages.bomLinkDefaultRequired);
    }
    await tx.delete(bomLinks).where(eq(bomLinks.id, id));
  });
}

/**
 * The panel items of every panel size the presenter offers or a link names, with the items whose
 * Rated power attribute is that size as the candidates to link.
 */
export async function listPanelLinks(db: Database): Promise<PanelLink[]> {
  const [rows, candidateRows, versionRows] = await Promise.all([
    db
      .select({
        panelSizeW: demandPanelLinks.panelSizeW,
        itemId: items.id,
        itemno: items.itemno,
        itemdes: items.itemdes,
      })
      .from(demandPanelLinks)
      .innerJoin(items, eq(items.id, demandPanelLinks.itemId))
      .orderBy(asc(demandPanelLinks.panelSizeW), asc(demandPanelLinks.rank)),
    db
      .select({
        panelSizeW: sql<number>`${itemAttributeValues.numberValue}::int`,
        itemId: items.id,
        itemno: items.itemno,
        itemdes: items.itemdes,
      })
      .from(itemAttributeValues)
      .innerJoin(itemAttributes, eq(itemAttributes.id, itemAttributeValues.attributeId))
      .innerJoin(items, eq(items.id, itemAttributeValues.itemId))
      .where(
        and(
          eq(sql`lower(${itemAttributes.name})`, ratedPowerAttributeName.toLowerCase()),
          sql`${itemAttributeValues.numberValue} between 1 and 2000`,
        ),
      )
      .orderBy(asc(items.itemno)),
    db
      .select({ panelSizeW: demandPanelSizes.panelSizeW, version: demandPanelSizes.version })
      .from(demandPanelSizes),
  ]);
  const versions = new Map(versionRows.map((row) => [row.panelSizeW, row.version]));
  const sizes = new Set<number>([...panelSizes, ...rows.map((row) => row.panelSizeW)]);
  const item = (row: { itemId: number; itemno: string; itemdes: string }) => ({
    item_id: row.itemId,
    itemno: row.itemno,
    itemdes: row.itemdes,
  });
  return [...sizes]
    .sort((a, b) => a - b)
    .map((size) => ({
      panel_size_w: size,
      items: rows.filter((row) => row.panelSizeW === size).map(item),
      candidates: candidateRows.filter((row) => Number(row.panelSizeW) === size).map(item),
      version: versions.get(size) ?? 1,
    }));
}

/** What the link, plan and settings forms offer: parts lists (not archived), provinces, vendors, active warehouses. */
export async function demandOptions(db: Database): Promise<DemandOptions> {
  const [bomRows, provinceRows, vendorRows, warehouseRows] = await Promise.all([
    db
      .select({ id: boms.id, bomdes: boms.bomdes, bomsts: boms.bomsts })
      .from(boms)
      .where(sql`${boms.bomsts} <> 'Archived'`)
      .orderBy(asc(boms.bomdes), asc(boms.id)),
    db
      .select({ id: provinces.id, code: provinces.code, name: provinces.name })
      .from(provinces)
      .orderBy(asc(provinces.name)),
    db
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .orderBy(asc(sql`lower(${vendors.name})`)),
    db
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(eq(warehouses.active, true))
      .orderBy(asc(warehouses.name)),
  ]);
  return { boms: bomRows, provinces: provinceRows, vendors: vendorRows, warehouses: warehouseRows };
}

/**
 * Replaces a panel size's items (the first is the preferred one, the rest alternates in order)
 * when the size is still at the version the user edited: the size's version row is locked first,
 * so of two saves from the same version one wins and the other gets the conflict (409).
 */
export async function savePanelLink(
  db: Database,
  panelSizeW: number,
  itemIds: number[],
  version: number,
): Promise<PanelLink> {
  await inTransaction(db, async (tx) => {
    await tx.insert(demandPanelSizes).values({ panelSizeW }).onConflictDoNothing();
    const [current] = await tx
      .select({ version: demandPanelSizes.version })
      .from(demandPanelSizes)
      .where(eq(demandPanelSizes.panelSizeW, panelSizeW))
      .for('update');
    if (current!.version !== version) throw versionConflict();
    if (itemIds.length > 0) {
      const found = await tx.select({ id: items.id }).from(items).where(inArray(items.id, itemIds));
      if (found.length !== itemIds.length) throw new HttpError(400, messages.panelLinkUnknownItem);
    }
    await tx.delete(demandPanelLinks).where(eq(demandPanelLinks.panelSizeW, panelSizeW));
    if (itemIds.length > 0) {
      await tx
        .insert(demandPanelLinks)
        .values(itemIds.map((itemId, rank) => ({ panelSizeW, itemId, rank })));
    }
    await tx
      .update(demandPanelSizes)
      .set({ version: sql`${demandPanelSizes.version} + 1` })
      .where(eq(demandPanelSizes.panelSizeW, panelSizeW));
  });
  const links = await listPanelLinks(db);
  return links.find((link) => link.panel_size_w === panelSizeW)!;
}

type LinkWithBom = BomLinkCriteria & { bomId: number; id: number };

/** What working out installations' parts needs, read once for any number of installations. */
export interface PartsTables {
  links: LinkWithBom[];
  linesByBom: Map<number, BomLineRule[]>;
  panelItemBySize: Map<number, number>;
  panelItemIds: Set<number>;
}

/** Reads the links, the linked parts lists' lines and the preferred panel items. */
export async function readPartsTables(db: Database): Promise<PartsTables> {
  const [linkRows, lineRows, panelRows] = await Promise.all([
    db
      .select({
        id: bomLinks.id,
        bomId: bomLinks.bomId,
        installationType: bomLinks.installationType,
        program: bomLinks.program,
        panelSizeW: bomLinks.panelSizeW,
        provinceId: bomLinks.provinceId,
      })
      .from(bomLinks),
    db
      .select({
        bomId: bomDetails.bomId,
        itemId: bomDetails.itemId,
        calculationmethod: bomDetails.calculationmethod,
        parameter: bomDetails.parameter,
        denominator: bomDetails.denominator,
      })
      .from(bomDetails)
      .where(sql`${bomDetails.bomId} in (select ${bomLinks.bomId} from ${bomLinks})`),
    db
      .select({
        panelSizeW: demandPanelLinks.panelSizeW,
        itemId: demandPanelLinks.itemId,
        rank: demandPanelLinks.rank,
      })
      .from(demandPanelLinks),
  ]);
  const linesByBom = new Map<number, BomLineRule[]>();
  for (const line of lineRows) {
    const list = linesByBom.get(line.bomId) ?? [];
    list.push({ ...line, calculationmethod: line.calculationmethod as CalculationMethod });
    linesByBom.set(line.bomId, list);
  }
  return {
    links: linkRows.map((row) => ({
      ...criteriaOf({ ...row, isDefault: false, version: 0 }),
      id: row.id,
    })),
    linesByBom,
    panelItemBySize: new Map(
      panelRows.filter((row) => row.rank === 0).map((row) => [row.panelSizeW, row.itemId]),
    ),
    panelItemIds: new Set(panelRows.map((row) => row.itemId)),
  };
}

/**
 * The parts one installation needs, item by item: its panels on the panel size's preferred item
 * and the lines of the parts list its most specific BOM link names, by that list's quantity rule
 * for the panel count. Refused (409) when no link applies, which only happens without a default.
 */
export async function partsForInstallation(
  tx: Database,
  installation: InstallationKind & { panelCount: number },
): Promise<{ bomId: number; parts: { itemId: number; quantity: number }[] }> {
  const tables = await readPartsTables(tx);
  const { link, parts } = installationParts(tables, installation);
  if (!link) throw new HttpError(409, messages.bomLinkNoneApplies);
  return {
    bomId: link.bomId,
    parts: [...parts].map(([itemId, quantity]) => ({ itemId, quantity })),
  };
}
