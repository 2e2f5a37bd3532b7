import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Table name → hash of its rows that belong to deals of other sales people. */
export type DealOwnedRows = Record<string, string>;

/** A single-column foreign key: `child.column` references `parent.parentColumn`. */
interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Hashes, per table, the rows that belong to a deal whose sales person is someone other than
 * `userId`: the deals themselves and every row reaching one through single-column foreign keys (a
 * power bill's details through the bill, a proposal's saved details through the proposal). The
 * tables come from the catalogue, so tables that later migrations hang under deals are covered
 * with no change here. Only deals up to `upToDealId` count: a deal made later for another person
 * (which a rep may be allowed to do) is not one of theirs that changed.
 */
export async function rowsOfOthersDeals(
  db: Database,
  userId: number,
  upToDealId: number,
): Promise<DealOwnedRows> {
  const keys = rowsOf<ForeignKey>(
    await db.execute(
      sql.raw(`
        select c.conrelid::regclass::text as child, a.attname::text as "column",
               c.confrelid::regclass::text as parent, p.attname::text as "parentColumn"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute p on p.attrelid = c.confrelid and p.attnum = c.confkey[1]
        join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
        where c.contype = 'f' and cardinality(c.conkey) = 1`),
    ),
  );
  // Each table's foreign keys up to `deals`, shortest path first.
  const paths = new Map<string, ForeignKey[]>([['deals', []]]);
  const queue = ['deals'];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const key of keys) {
      if (key.parent !== parent || paths.has(key.child)) continue;
      paths.set(key.child, [key, ...paths.get(parent)!]);
      queue.push(key.child);
    }
  }
  const hashes: DealOwnedRows = {};
  for (const [table, path] of paths) {
    const joins = path
      .map(
        (key, index) =>
          `join ${key.parent} t${index + 1} on t${index + 1}.${key.parentColumn} = t${index}.${key.column}`,
      )
      .join(' ');
    const result = await db.execute(
      sql.raw(`
        select md5(coalesce(string_agg(to_jsonb(t0)::text, E'\\n' order by to_jsonb(t0)::text), '')) as hash
        from ${table} t0 ${joins}
        where t${path.length}.sales_person_id <> ${Number(userId)}
          and t${path.length}.id <= ${Number(upToDealId)}`),
    );
    hashes[table] = rowsOf<{ hash: string }>(result)[0]!.hash;
  }
  return hashes;
}
