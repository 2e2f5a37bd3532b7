import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { itemSearchLimit, type ItemSearchResult } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { items } from './zoho-tables';

/** pg_trgm indexes three-character sequences; shorter queries cannot use the index. */
const trigramLength = 3;

/** `%`, `_` and `\` typed by the user match themselves, not any text. */
export function likePatternOf(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Active items whose item number or description contains the query (case-insensitive), item
 * numbers that start with it first, then by item number. The trigram indexes serve the ILIKE.
 * An empty query answers nothing without touching the database (part 2 section 5).
 */
export async function searchItems(db: Database, query: string): Promise<ItemSearchResult[]> {
  const text = query.trim();
  if (text === '') return [];
  const pattern = likePatternOf(text);
  const prefix = `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db.transaction(async (tx) => {
    if (text.length >= trigramLength) {
      // The planner prices the two trigram bitmap scans above a sequential scan of the table at
      // 50 000 items, yet measured here the index plan was 5-10x faster for any query of three
      // or more characters (30-60 ms against 200-300 ms on a loaded PGlite). Shorter queries have
      // no trigram to look up, so they keep the planner's choice.
      await tx.execute(sql`set local enable_seqscan = off`);
    }
    return tx
      .select({ itemid: items.id, itemno: items.itemno, itemdes: items.itemdes })
      .from(items)
      .where(
        and(
          eq(items.status, 'active'),
          or(ilike(items.itemno, pattern), ilike(items.itemdes, pattern)),
        ),
      )
      .orderBy(sql`(${items.itemno} ilike ${prefix}) desc`, asc(items.itemno))
      .limit(itemSearchLimit);
  });
}
