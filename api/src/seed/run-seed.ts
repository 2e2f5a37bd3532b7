import { loadConfig } from '../config/load-config';
import { createDatabase, databaseTargetOf } from '../db/create-database';
import { seedDatabase } from './seed-database';
import { seedBenchmarkItems } from '../modules/zoho/seed-benchmark-items';
import { seedBenchmarkDeals, seedDemoDeals } from './seed-deals';
import { seedPortalDemo } from '../modules/portal/seed-portal-demo';
import { seedProjects } from '../modules/projects/seed-projects';

// `pnpm --filter @solar/api seed [--deals N]`: migrate and seed the configured database, then
// exit. The API does the same at every start, so this is for preparing a database ahead of time;
// `--deals N` also tops the benchmark deals up to N (for measuring the deals list at scale).
function countArgument(argv: readonly string[], name: string): number | null {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return null;
  const raw = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) {
    console.error(`${name} needs a whole number, got '${raw ?? ''}'`);
    process.exit(2);
  }
  return count;
}

const benchmarkDeals = countArgument(process.argv.slice(2), '--deals');
// `--items N` tops the generated benchmark items up to N (for measuring the item search).
const benchmarkItems = countArgument(process.argv.slice(2), '--items');
// Seeding signs nobody in, so it runs without a sign-in method configured.
const config = loadConfig(process.env, { signIn: false });
const database = await createDatabase(databaseTargetOf(config));
try {
  await database.migrate();
  const summary = await seedDatabase(database.db);
  const demoDeals = await seedDemoDeals(database.db);
  const portalDemo = await seedPortalDemo(database.db);
  const projects = await seedProjects(database.db);
  console.info('Seed complete; rows added:', { ...summary, demoDeals, portalDemo, projects });
  if (benchmarkDeals !== null) {
    const started = performance.now();
    const added = await seedBenchmarkDeals(database.db, benchmarkDeals);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Benchmark deals: ${added} added in ${seconds} s (target ${benchmarkDeals}).`);
  }
  if (benchmarkItems !== null) {
    const started = performance.now();
    const added = await seedBenchmarkItems(database.db, benchmarkItems);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Benchmark items: ${added} added in ${seconds} s (target ${benchmarkItems}).`);
  }
} finally {
  await database.close();
}
