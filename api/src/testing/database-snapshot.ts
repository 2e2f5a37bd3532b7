import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Table name → hash of all its rows. */
type DatabaseSnapshot = Record<string, string>;

/**
 * Columns that change on a read by design: a session's last activity is recorded (at most once a
 * minute) by any authenticated request, refused or not.
 */
const volatileColumns = ['last_used_at'];

/**
 * Tables written by refused requests by design: a sign-in attempt counts against the rate limit
 * whether or not it succeeds (that is what limits guessing).
 */
const bookkeepingTables = ['rate_limit_hits'];
const notBookkeeping = (column: string) =>
  `${column} not in (${bookkeepingTables.map((table) => `'${table}'`).join(', ')})`;

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
        and ${notBookkeeping('table_name')}
      order by table_name`),
  );
  const rows = (result as unknown as { rows: { table: string; hash: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.table, row.hash]));
}

/**
 * Counts the writing statements of ONE database: a statement trigger on every table of the
 * `public` schema draws from a sequence of its own (in a `test_watch` schema, which snapshots do
 * not hash). Cluster-wide measures such as the next transaction id also move with writes in the
 * other databases of the cluster (Jest's workers share one on PostgreSQL), and autovacuum's
 * ANALYZE takes transaction ids too. Installed once per database handle, after its migrations.
 */
const installWriteCounter = `
  do $install$
  declare target record;
  begin
    -- Only what is missing is created: every later call is a read.
    if to_regprocedure('test_watch.count_write()') is null then
      create schema if not exists test_watch;
      create sequence if not exists test_watch.writes;
      create function test_watch.count_write() returns trigger language plpgsql
        as $count$ begin perform nextval('test_watch.writes'); return null; end $count$;
    end if;
    for target in
      select format('%I.%I', t.table_schema, t.table_name) as name
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and ${notBookkeeping('t.table_name')}
        and not exists (
          select 1 from pg_trigger g
          where g.tgrelid = format('%I.%I', t.table_schema, t.table_name)::regclass
            and g.tgname = 'test_watch_writes')
    loop
      execute format('create trigger test_watch_writes after insert or update or delete or truncate'
        ' on %s for each statement execute function test_watch.count_write()', target.name);
    end loop;
  end $install$`;

/**
 * How many writing statements this database has run since the counter was installed (installed
 * by the first call for this handle). Reads never move it; a write in another database never does either. An
 * unchanged count proves nothing was written in between, so a full snapshot can be skipped
 * (a statement that wrote nothing, or was rolled back, moves it too: a harmless extra snapshot).
 */
const counted = new WeakSet<Database>();

export async function writeCount(db: Database): Promise<string> {
  if (!counted.has(db)) {
    await db.execute(sql.raw(installWriteCounter));
    counted.add(db);
  }
  const result = await db.execute(
    sql.raw(
      `select case when is_called then last_value else 0 end::text as "count" from test_watch.writes`,
    ),
  );
  return (result as unknown as { rows: { count: string }[] }).rows[0]!.count;
}

/** The database as last hashed, and its write count just before the hash was taken. */
export interface Baseline {
  snapshot: DatabaseSnapshot;
  count: string;
}

/**
 * The database's baseline now: `previous` itself while no statement has written since it was
 * taken, else a new snapshot. The count is read BEFORE hashing, so a write landing in between
 * makes the next call hash again instead of hiding behind a count taken after it. Writes still
 * in flight when it is called (background work) must be awaited first: their statements may
 * have counted before the snapshot while their rows appear only at commit.
 */
export async function refreshedBaseline(
  db: Database,
  previous: Baseline | null,
): Promise<Baseline> {
  const count = await writeCount(db);
  if (previous && previous.count === count) return previous;
  return { snapshot: await snapshotDatabase(db), count };
}

/** Names of the tables whose rows differ between two snapshots (added or dropped tables too). */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
