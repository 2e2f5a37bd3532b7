import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Table name → hash of all its rows. */
export type DatabaseSnapshot = Record<string, string>;

/**
 * Columns that change on a read by design: a session's last activity is recorded (at most once a
 * minute) by any authenticated request, refused or not.
 */
const volatileColumns = ['last_used_at'];

/**
 * One query over `information_schema.tables`: for every table of the `public` schema, an MD5 of
 * its rows (as JSON without the volatile columns) in a fixed order. `query_to_xml` runs the
 * per-table query dynamically, so tables added by later migrations are covered with no change.
 */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const dropped = volatileColumns.map((column) => ` - ''${column}''`).join('');
  const perTable =
    `select md5(coalesce(string_agg(r, E''\\n'' order by r), '''')) as h ` +
    `from (select (to_jsonb(t)${dropped})::text as r from %I.%I t) s`;
  const result = await db.execute(
    sql.raw(`
      select table_name::text as "table",
             md5(query_to_xml(format('${perTable}', table_schema, table_name), false, true, '')::text)
               as "hash"
      from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`),
  );
  const rows = (result as unknown as { rows: { table: string; hash: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.table, row.hash]));
}

/**
 * The id the next writing transaction will get. Every row change takes a transaction id, so an
 * unchanged value proves nothing was written in between (reads and sequences aside) and a full
 * snapshot can be skipped.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const result = await db.execute(
    sql.raw(`select pg_snapshot_xmax(pg_current_snapshot())::text as "xid"`),
  );
  return (result as unknown as { rows: { xid: string }[] }).rows[0]!.xid;
}

/** Names of the tables whose rows differ between two snapshots (added or dropped tables too). */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
