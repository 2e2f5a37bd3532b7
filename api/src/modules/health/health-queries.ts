import type { DatabaseHandle } from '../../db/database';

/** Throws when the database does not answer; the error handler answers it without internals. */
export async function checkDatabase(database: DatabaseHandle): Promise<'ok'> {
  await database.ping();
  return 'ok';
}
