import { loadConfig } from '../config/load-config';
import { createDatabase, databaseTargetOf } from '../db/create-database';
import { seedDatabase } from './seed-database';

// `pnpm --filter @solar/api seed`: migrate and seed the configured database, then exit. The API
// does the same at every start, so this is for preparing a database ahead of time.
const config = loadConfig();
const database = await createDatabase(databaseTargetOf(config));
try {
  await database.migrate();
  const summary = await seedDatabase(database.db);
  console.info('Seed complete; rows added:', summary);
} finally {
  await database.close();
}
