import { sql } from 'drizzle-orm';
import {
  itemSearchLimit,
  type ItemAttributeFilterQuery,
  type ItemSearchResult,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { containsPattern, escapeLike } from '../../db/like-pattern';
import { itemAttributeFilterCondition } from './zoho-attribute-queries';
import { items } from './zoho-tables';

/**
 * Up to this many matches are gathered and sorted whole; past it, matches are common enough that
 * walking the item numbers in order finds the first page after a few hundred rows.
 */
const itemSearchGatherLimit = 200;

interface FoundRow extends ItemSearchResult {
  found?: number;
}

/**
 * Active items whose item number or description contains the query (case-insensitive), item
 * numbers that start with it first, then by item number. An empty query answers nothing without
 * touching the database (the search box is still empty).
 *
 * Two steps, because no single plan suits every term and the planner cannot tell them apart: its
 * estimate for `ILIKE '%term%'` comes from about a hundred sampled values, so a rare term that
 * happens to match one of them is taken for one item in a hundred (500 items at 50 000). Ordered
 * by item number and limited, it then walked the whole item-number index looking for matches
 * that were not there (docs/performance.md has the measurements).
 *
 * 1. Gather: at most `itemSearchGatherLimit` + 1 matches in any order (the trigram indexes for a
 *    rare term, a scan that stops early for a common one). When that is all of them, they are
 *    sorted and answered: a rare term never depends on the estimate's luck.
 * 2. Walk: otherwise the two groups (numbers starting with the text, then other matches) are each
 *    ordered by item number and limited, so the planner walks the item-number index and stops
 *    after a page of matches (one or two characters match nearly every item, and no trigram index
 *    can serve them). The second group is not filtered by "does not start with": that condition
 *    is nearly always true but the planner multiplied it into its estimate, and for a term whose
 *    number matches all start with it (item-number prefixes) it walked every item number. It
 *    takes a page plus the first group's possible size instead, and the first group's rows are
 *    left out after the limit.
 *
 * An attribute filter (rated power between 400 and 450 W, a category) narrows both steps; with
 * a filter, an empty query answers the first matching items by item number.
 *
 * Good plans still need current statistics: bulk loads run `VACUUM ANALYZE items` (see
 * `tidyItemIndexes`).
 */
export async function searchItems(
  db: Database,
  query: string,
  filter: ItemAttributeFilterQuery = {},
): Promise<ItemSearchResult[]> {
  const text = query.trim();
  const byAttribute = itemAttributeFilterCondition(filter);
  if (text === '') {
    if (!byAttribute) return [];
    const listed = await db
      .select({ itemid: items.id, itemno: items.itemno, itemdes: items.itemdes })
      .from(items)
      .where(sql`${items.status} = 'active' and ${byAttribute}`)
      .orderBy(items.itemno)
      .limit(itemSearchLimit);
    return listed;
  }
  const attributeCondition = byAttribute ? sql` AND ${byAttribute}` : sql``;
  const escaped = escapeLike(text);
  const pattern = containsPattern(text);
  const prefix = `${escaped}%`;
  const gathered = await db.execute(sql`
    WITH found AS MATERIALIZED (
      SELECT ${items.id} AS itemid, ${items.itemno} AS itemno, ${items.itemdes} AS itemdes
      FROM ${items}
      WHERE ${items.status} = 'active'
        AND (${items.itemno} ILIKE ${pattern} OR ${items.itemdes} ILIKE ${pattern})${attributeCondition}
      LIMIT ${itemSearchGatherLimit + 1})
    SELECT itemid, itemno, itemdes, (SELECT count(*) FROM found)::int AS found
    FROM found
    ORDER BY itemno ILIKE ${prefix} DESC, itemno
    LIMIT ${itemSearchLimit}`);
  let rows = (gathered as unknown as { rows: FoundRow[] }).rows;
  if (rows.length > 0 && Number(rows[0]!.found) > itemSearchGatherLimit) {
    const walked = await db.execute(sql`
      SELECT itemid, itemno, itemdes FROM (
        (SELECT 0 AS part, ${items.id} AS itemid, ${items.itemno} AS itemno, ${items.itemdes} AS itemdes
          FROM ${items}
          WHERE ${items.status} = 'active' AND ${items.itemno} ILIKE ${prefix}${attributeCondition}
          ORDER BY ${items.itemno} LIMIT ${itemSearchLimit})
        UNION ALL
        (SELECT 1, ${items.id}, ${items.itemno}, ${items.itemdes}
          FROM ${items}
          WHERE ${items.status} = 'active'
            AND (${items.itemno} ILIKE ${pattern} OR ${items.itemdes} ILIKE ${pattern})${attributeCondition}
          ORDER BY ${items.itemno} LIMIT ${2 * itemSearchLimit - 1})
      ) found
      WHERE part = 0 OR itemno NOT ILIKE ${prefix}
      ORDER BY part, itemno
      LIMIT ${itemSearchLimit}`);
    rows = (walked as unknown as { rows: FoundRow[] }).rows;
  }
  return rows.map((row) => ({
    itemid: Number(row.itemid),
    itemno: row.itemno,
    itemdes: row.itemdes,
  }));
}

/**
 * After a bulk load: moves the trigram indexes' pending lists (GIN's fast-update buffer, which
 * every search reads linearly, slow after a bulk load) into the indexes
 * and refreshes the planner's statistics, which are those of an empty table until then.
 * PostgreSQL's autovacuum would do both eventually; embedded PGlite has no autovacuum (the gain is
 * in docs/performance.md). Not inside a transaction (VACUUM).
 */
export async function tidyItemIndexes(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE ${items}`);
}
