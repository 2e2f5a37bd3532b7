import { spawn } from 'node:child_process';
import { startPostgresCluster } from '../src/testing/postgres-cluster';

/**
 * Runs the API's Jest suite against PostgreSQL 15 instead of PGlite. Uses TEST_DATABASE_URL (an
 * administrative URL; each test file creates and drops its own database) or starts a throwaway
 * cluster on a free loopback port and removes it afterwards.
 */

const external = process.env.TEST_DATABASE_URL;
// Room for the load test's clients and for the test files running side by side.
const cluster = external
  ? null
  : await startPostgresCluster({ settings: ['fsync=off', 'max_connections=200'] });
const url = external ?? cluster!.url;
console.info(`Running the API suite on PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`);

const exitCode = await new Promise<number>((resolve) => {
  const jest = spawn('pnpm', ['exec', 'jest', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SOLAR_TEST_POSTGRES_URL: url,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    },
  });
  jest.on('exit', (code) => resolve(code ?? 1));
});
await cluster?.remove();
process.exit(exitCode);
