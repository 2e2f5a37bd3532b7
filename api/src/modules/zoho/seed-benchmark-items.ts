import { like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tidyItemIndexes } from './zoho-item-queries';
import { items } from './zoho-tables';

const kinds = [
  'module',
  'inverter',
  'optimiser',
  'rail',
  'clamp',
  'attachment',
  'wire',
  'conduit',
  'breaker',
  'heat pump',
  'line set',
  'fitting',
];
const makers = [
  'Northwind',
  'Helios',
  'Borealis',
  'Aurora',
  'Polaris',
  'Cascade',
  'Summit',
  'Tundra',
];
const sizes = [
  '10 AWG',
  '3/4 in',
  '405 W',
  '440 W',
  '7.6 kW',
  '18000 BTU',
  '168 in',
  '60 A',
  '50 ft',
  '2-pole',
];

/**
 * Tops the item table up to `count` generated benchmark items (`benchmark:N` ids, `BM-N` SKUs), for
 * measuring the item search at scale (`pnpm --filter @solar/api seed --items 50000`). Rows are
 * inactive-free and realistic enough in length and vocabulary for trigram search to be honest.
 */
export async function seedBenchmarkItems(db: Database, count: number): Promise<number> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(items)
    .where(like(items.zohoItemId, 'benchmark:%'));
  let added = 0;
  const batchSize = 1000;
  for (let start = existing?.count ?? 0; start < count; start += batchSize) {
    const rows = [];
    for (let index = start; index < Math.min(start + batchSize, count); index += 1) {
      const n = index + 1;
      rows.push({
        zohoItemId: `benchmark:${n}`,
        itemno: `BM-${String(n).padStart(6, '0')}`,
        itemdes: `${makers[n % makers.length]} ${sizes[(n * 7) % sizes.length]} ${kinds[(n * 3) % kinds.length]}, series ${n % 97}, model ${n}`,
        unit: 'pcs',
        rate: ((n % 5000) / 10 + 1).toFixed(2),
      });
    }
    added += (await db.insert(items).values(rows).onConflictDoNothing().returning({ id: items.id }))
      .length;
  }
  if (added > 0) await tidyItemIndexes(db);
  return added;
}
