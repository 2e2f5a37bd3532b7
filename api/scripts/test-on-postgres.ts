import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the API's Jest suite against PostgreSQL 15 instead of PGlite. Uses TEST_DATABASE_URL (an
 * administrative URL; each test file creates and drops its own database) or starts a throwaway
 * cluster on a free loopback port and removes it afterwards.
 */
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root, so the cluster runs as the `postgres` OS user then. */
function runPg(binary: string, args: string[]): void {
  const command = path.join(pgBin, binary);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'inherit' })
    : spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed`);
}

async function startCluster(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'solar-pg-'));
  if (isRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  runPg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const external = process.env.TEST_DATABASE_URL;
const cluster = external ? null : await startCluster();
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
cluster?.stop();
process.exit(exitCode);
