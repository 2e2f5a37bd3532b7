import { eq, inArray, sql } from 'drizzle-orm';
import type { BomStatus, CalculationMethod } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { sampleCatalogue } from './sample-catalogue';
import { bomDetails, boms, items } from './zoho-tables';

type SampleLine = readonly [
  sku: string,
  method: CalculationMethod,
  parameter: number,
  denominator: number,
];

/** Sample parts lists a new installation starts with, built from the catalogue. */
const sampleBoms: readonly {
  bomdes: string;
  bomsts: BomStatus;
  lines: readonly SampleLine[];
}[] = [
  {
    bomdes: 'Rooftop 405W standard kit',
    bomsts: 'Active',
    lines: [
      ['MOD-405-BLK', 'Multiply', 1, 1],
      ['OPT-S440', 'Multiply', 1, 1],
      ['INV-SE7600H', 'Fixed', 1, 1],
      // Two rails per row of four portrait modules, rounded up to whole rails.
      ['RAIL-XR10-168', 'DevideUp', 2, 4],
      ['RAIL-SPLICE-XR10', 'DevideUp', 1, 4],
      ['CLAMP-MID-UNIV', 'Multiply', 2, 1],
      ['CLAMP-END-UNIV', 'DevideUp', 4, 4],
      ['ATT-FLASHFOOT2', 'DevideUp', 5, 2],
      ['GND-WEEB-LUG', 'DevideUp', 1, 8],
      ['WIRE-PV-10-RED', 'Fixed', 1, 1],
      ['WIRE-PV-10-BLK', 'Fixed', 1, 1],
      ['CON-MC4-PAIR', 'DevideUp', 1, 10],
      ['DISC-60A-NF', 'Fixed', 1, 1],
      ['BRK-2P-40', 'Fixed', 1, 1],
      ['LBL-PV-KIT', 'Fixed', 1, 1],
    ],
  },
  {
    bomdes: 'Rooftop 440W microinverter kit',
    bomsts: 'Active',
    lines: [
      ['MOD-440-BLK', 'Multiply', 1, 1],
      ['INV-IQ8M', 'Multiply', 1, 1],
      ['CON-Q-CABLE-P', 'Multiply', 1, 1],
      ['CON-Q-TERM', 'Fixed', 2, 1],
      ['MON-IQ-COMB4', 'Fixed', 1, 1],
      ['RAIL-XR10-204', 'DevideUp', 2, 5],
      ['CLAMP-MID-UNIV', 'Multiply', 2, 1],
      ['CLAMP-END-CAMO', 'DevideUp', 4, 5],
      ['ATT-FLASHFOOT2', 'DevideUp', 5, 2],
    ],
  },
  {
    bomdes: 'Ground mount 440W bifacial array',
    bomsts: 'Draft',
    lines: [
      ['MOD-440-BIF', 'Multiply', 1, 1],
      ['INV-SE10000H', 'DevideUp', 1, 25],
      ['RAIL-XR100-168', 'DevideUp', 2, 4],
      ['CDT-PVC-075', 'Fixed', 12, 1],
    ],
  },
  {
    bomdes: 'Ductless heat pump 18k single zone',
    bomsts: 'Active',
    lines: [
      ['HP-MINI-18K', 'Fixed', 1, 1],
      ['HP-HEAD-WALL-12', 'Fixed', 1, 1],
      ['LS-1412-50', 'Fixed', 1, 1],
      ['LS-COVER-KIT', 'Fixed', 1, 1],
      ['HP-WALL-BRKT', 'Fixed', 1, 1],
      ['HP-COMM-14-4', 'Fixed', 50, 1],
      ['DISC-60A-NF', 'Fixed', 1, 1],
    ],
  },
];

interface ZohoSeedSummary {
  items: number;
  boms: number;
  bomDetails: number;
}

/**
 * The built-in item catalogue (missing rows only, never an update: a sync owns item contents) and,
 * on a database that has never had a parts list, the sample parts lists.
 */
export async function seedZohoSamples(db: Database): Promise<ZohoSeedSummary> {
  const summary: ZohoSeedSummary = { items: 0, boms: 0, bomDetails: 0 };
  summary.items = (
    await db
      .insert(items)
      .values([...sampleCatalogue])
      .onConflictDoNothing()
      .returning({ id: items.id })
  ).length;

  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(boms);
  if ((existing?.count ?? 0) > 0) return summary;
  const skus = [...new Set(sampleBoms.flatMap((bom) => bom.lines.map(([sku]) => sku)))];
  const itemRows = await db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .where(inArray(items.itemno, skus));
  const itemIdBySku = new Map(itemRows.map((row) => [row.itemno, row.id]));
  for (const sample of sampleBoms) {
    const [bom] = await db
      .insert(boms)
      .values({ bomdes: sample.bomdes, bomsts: sample.bomsts })
      .returning({ id: boms.id });
    summary.boms += 1;
    const lines = sample.lines.flatMap(([sku, calculationmethod, parameter, denominator]) => {
      const itemId = itemIdBySku.get(sku);
      // A SKU an administrator's Zoho data replaced is simply left out of the sample.
      return itemId === undefined
        ? []
        : [{ bomId: bom!.id, itemId, calculationmethod, parameter, denominator }];
    });
    if (lines.length > 0) {
      summary.bomDetails += (
        await db.insert(bomDetails).values(lines).onConflictDoNothing().returning()
      ).length;
    }
  }
  return summary;
}

/** The id of a sample BOM by description; used by tests. */
export async function bomIdByDescription(db: Database, bomdes: string): Promise<number> {
  const [row] = await db.select({ id: boms.id }).from(boms).where(eq(boms.bomdes, bomdes));
  if (!row) throw new Error(`No BOM '${bomdes}'`);
  return row.id;
}
