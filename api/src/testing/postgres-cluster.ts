import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** A PostgreSQL server of its own that a test may stop and start (a database outage). */
export interface PostgresCluster {
  /** Administrative URL (`postgres` database, trust authentication). */
  url: string;
  /** Stops the server; `immediate` is a crash, `fast` a clean shutdown cutting sessions. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and deletes its files. */
  remove(): Promise<void>;
}

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

/** PostgreSQL refuses to run as root, so as root its programs run as the `postgres` user. */
async function pg(binary: string, args: string[]): Promise<void> {
  const command = path.join(pgBin, binary);
  await (isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
}

/**
 * Creates and starts a throwaway cluster on a free loopback port (the same way
 * `scripts/test-on-postgres.ts` does for the whole suite).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'solar-pg-fault-'));
  if (isRoot) {
    const uid = (await run('id', ['-u', 'postgres'])).stdout.trim();
    const gid = (await run('id', ['-g', 'postgres'])).stdout.trim();
    await chown(dir, Number(uid), Number(gid));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  let running = false;
  const start = async () => {
    await pg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      try {
        if (running) await stop('immediate');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
