import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/**
 * A PostgreSQL server of its own, on a free loopback port: the API suite's `test:pg` run, the
 * database-outage test (which stops and starts it) and the benchmarks use it.
 */
export interface PostgresCluster {
  /** Administrative URL (`postgres` database, trust authentication). */
  url: string;
  /** Stops the server; `immediate` is a crash, `fast` a clean shutdown cutting sessions. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  remove(): Promise<void>;
}

interface PostgresClusterOptions {
  /**
   * Where the data lives. Given, it is kept between runs (the benchmarks seed 100 000 deals once);
   * otherwise a temporary folder is made.
   */
  folder?: string;
  /** Server settings (`name=value`) on top of the loopback address and port. */
  settings?: readonly string[];
}

/** Whether PostgreSQL's server programs are installed (`PG_BIN`, default PostgreSQL 15). */
export function postgresAvailable(): boolean {
  return existsSync(path.join(pgBin, 'initdb')) && existsSync(path.join(pgBin, 'pg_ctl'));
}

/** PostgreSQL refuses to run as root, so as root its programs run as the `postgres` user. */
async function pg(binary: string, args: string[]): Promise<void> {
  const command = path.join(pgBin, binary);
  await (isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
}

async function giveToPostgresUser(folder: string): Promise<void> {
  if (!isRoot) return;
  const uid = (await run('id', ['-u', 'postgres'])).stdout.trim();
  const gid = (await run('id', ['-g', 'postgres'])).stdout.trim();
  await chown(folder, Number(uid), Number(gid));
}

/** Creates (unless its folder holds one already) and starts a cluster on a free port. */
export async function startPostgresCluster(
  options: PostgresClusterOptions = {},
): Promise<PostgresCluster> {
  const dir = options.folder ?? (await mkdtemp(path.join(os.tmpdir(), 'solar-pg-')));
  await mkdir(dir, { recursive: true });
  await giveToPostgresUser(dir);
  const dataDir = path.join(dir, 'data');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }
  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', ...(options.settings ?? [])];
  let running = false;
  const start = async () => {
    await pg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      [`-p ${port} -k ${dir}`, ...settings.map((setting) => `-c ${setting}`)].join(' '),
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
