import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './processes';

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

export function postgresAvailable(): boolean {
  return existsSync(path.join(pgBin, 'initdb')) && existsSync(path.join(pgBin, 'pg_ctl'));
}

/** PostgreSQL refuses to run as root, so the cluster runs as the `postgres` OS user then. */
function runPg(binary: string, args: string[]): void {
  const command = path.join(pgBin, binary);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'inherit' })
    : spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed`);
}

export interface Cluster {
  url: string;
  stop: () => void;
}

/**
 * A PostgreSQL 15 cluster on a free loopback port whose data folder is kept in `folder` between
 * runs (seeding 100 000 deals takes minutes), like `api`'s `test:pg` cluster otherwise. Stopped
 * by `stop()`; the bench calls it in a `finally`.
 */
export async function startCluster(folder: string): Promise<Cluster> {
  mkdirSync(folder, { recursive: true });
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(folder, uid, gid);
  }
  const dataDir = path.join(folder, 'data');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  const port = await freePort();
  runPg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}
