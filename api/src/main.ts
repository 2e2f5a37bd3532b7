import { ConfigError, loadConfig } from './config/load-config';
import { createDatabase, databaseTargetOf } from './db/create-database';
import type { DatabaseHandle } from './db/database';
import { EmbeddedDatabaseInUseError } from './db/pglite-lock';
import { withStartupLock } from './db/startup-lock';
import { buildApp } from './http/build-app';
import { loadDevIdentityProvider } from './modules/auth/dev-identity-provider';
import { pruneSessions } from './modules/auth/auth-queries';
import { callerCache } from './modules/auth/caller-cache';
import { listenForCallerChanges } from './modules/auth/caller-invalidation';
import { seedDatabase } from './seed/seed-database';
import { seedDemoDeals } from './seed/seed-deals';
import { seedPortalDemo } from './modules/portal/seed-portal-demo';
import { seedProjects } from './modules/projects/seed-projects';

// Entry point: read the environment, migrate and seed the database, serve until a signal.
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

let database: DatabaseHandle;
try {
  database = await createDatabase(databaseTargetOf(config));
} catch (error) {
  if (error instanceof EmbeddedDatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// Replicas started together take turns here (see `withStartupLock`).
const seeded = await withStartupLock(database, async () => {
  await database.migrate();
  const result = {
    ...(await seedDatabase(database.db)),
    demoDeals: await seedDemoDeals(database.db),
    portalDemo: await seedPortalDemo(database.db),
    projects: await seedProjects(database.db),
  };
  await pruneSessions(database.db);
  return result;
});
// Sign-outs and access changes made through any API process reach this one's caller cache.
callerCache.setTtlMs(config.callerCacheTtlSeconds * 1000);
const callerChanges = await listenForCallerChanges(database, {
  onDisconnected: (error) =>
    console.warn(`Caller change notices paused until the database is back: ${String(error)}`),
});
// Built only when enabled: a production process holds no key it could sign tokens with.
const devIdentityProvider = config.devIdentityProvider
  ? await loadDevIdentityProvider(config.dataDir)
  : null;
const app = await buildApp({
  database,
  config,
  devIdentityProvider,
  logger: { level: config.logLevel },
});

// Workers start with the process: jobs queued or cut short before a restart carry on.
await app.jobs.start();

app.log.info(
  {
    database: database.kind,
    dataDir: database.kind === 'postgres' ? undefined : config.dataDir,
    seeded,
    identityProvider: config.googleClientId ? 'google' : 'development',
  },
  'database ready',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await callerChanges.close();
  } finally {
    // Closing PGlite flushes its files; a killed process could leave the data folder dirty.
    await database.close();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.bindAddress });
