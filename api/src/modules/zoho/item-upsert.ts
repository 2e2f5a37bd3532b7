import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/is-unique-violation';
import type { SourceItem } from './item-source';
import { items } from './zoho-tables';

interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
  errors: string[];
}

const comparedFields = ['itemno', 'itemdes', 'unit', 'rate', 'status'] as const;

/**
 * Writes one page of source items keyed by their source id: new ids are inserted, changed rows
 * updated, identical rows left alone, so running the same sync twice reports 0 added 0 updated.
 * An item whose SKU another item already holds is skipped and reported rather than failing the run.
 */
export async function upsertItems(
  db: Database,
  sourceItems: readonly SourceItem[],
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0, errors: [] };
  // The last report of an id wins, as it would if the pages were applied one by one.
  const byId = new Map(sourceItems.map((item) => [item.zohoItemId, item]));
  if (byId.size === 0) return counts;
  const existing = await db
    .select()
    .from(items)
    .where(inArray(items.zohoItemId, [...byId.keys()]));
  const existingById = new Map(existing.map((row) => [row.zohoItemId, row]));

  const toInsert = [...byId.values()].filter((item) => !existingById.has(item.zohoItemId));
  if (toInsert.length > 0) {
    const inserted = await db
      .insert(items)
      .values(toInsert)
      .onConflictDoNothing()
      .returning({ zohoItemId: items.zohoItemId });
    counts.added += inserted.length;
    const insertedIds = new Set(inserted.map((row) => row.zohoItemId));
    for (const item of toInsert) {
      if (!insertedIds.has(item.zohoItemId)) counts.errors.push(skuTaken(item));
    }
  }

  const now = new Date();
  for (const [id, row] of existingById) {
    const item = byId.get(id)!;
    if (comparedFields.every((field) => row[field] === item[field])) {
      counts.unchanged += 1;
      continue;
    }
    try {
      await db
        .update(items)
        .set({ ...item, updatedFromZohoAt: now })
        .where(eq(items.id, row.id));
      counts.updated += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      counts.errors.push(skuTaken(item));
    }
  }
  return counts;
}

function skuTaken(item: SourceItem): string {
  return `Skipped item ${item.zohoItemId} "${item.itemdes}": SKU ${item.itemno} belongs to another item`;
}
