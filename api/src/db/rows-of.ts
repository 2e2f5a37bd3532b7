/**
 * The rows of a raw `db.execute(sql…)` answer. node-postgres and PGlite both answer with an object
 * holding `rows`; Drizzle types it per driver, so the one place that reads it names the shape.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
