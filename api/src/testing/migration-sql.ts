import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const drizzleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * The SQL of the migration whose file name ends with `_<name>.sql`: tests of a migration's data
 * steps find it by name, since its number depends on the order migrations landed in.
 */
export function migrationSql(name: string): string {
  const file = readdirSync(drizzleDir).find((entry) => entry.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`No migration named ${name} in ${drizzleDir}`);
  return readFileSync(path.join(drizzleDir, file), 'utf8');
}
