import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@solar/shared/domain';
import { createDatabase } from '../create-database';

let dataDir: string;
let databaseDir: string;
let lockPath: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'solar-pglite-lock-'));
  databaseDir = path.join(dataDir, 'pglite');
  lockPath = `${databaseDir}.lock`;
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A process of its own: running until killed, or already gone (its pid free). */
function startSleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  return child;
}

async function pidOfFinishedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

it('refuses a second open of the same data folder while the first is open, and names the holder', async () => {
  const first = await createDatabase({ kind: 'pglite-disk', directory: databaseDir });
  try {
    await expect(createDatabase({ kind: 'pglite-disk', directory: databaseDir })).rejects.toThrow(
      messages.embeddedDatabaseInUse(dataDir, process.pid),
    );
    expect((await readFile(lockPath, 'utf8')).trim()).toBe(String(process.pid));
  } finally {
    await first.close();
  }
  // Closing gives the folder back: the next open succeeds.
  const again = await createDatabase({ kind: 'pglite-disk', directory: databaseDir });
  await again.close();
});

it('refuses when another running process holds the lock', async () => {
  const other = startSleeper();
  try {
    await writeFile(lockPath, `${other.pid}\n`);
    await expect(createDatabase({ kind: 'pglite-disk', directory: databaseDir })).rejects.toThrow(
      'The embedded database in ' +
        `${dataDir} is already in use by another API process (pid ${other.pid}). ` +
        'Run several API processes only on PostgreSQL (DATABASE_URL).',
    );
    // The holder's lock is left alone.
    expect((await readFile(lockPath, 'utf8')).trim()).toBe(String(other.pid));
  } finally {
    other.kill();
  }
});

it('takes over a stale lock left by a process that is gone, and removes it on close', async () => {
  const deadPid = await pidOfFinishedProcess();
  await writeFile(lockPath, `${deadPid}\n`);
  const database = await createDatabase({ kind: 'pglite-disk', directory: databaseDir });
  expect((await readFile(lockPath, 'utf8')).trim()).toBe(String(process.pid));
  await database.close();
  await expect(readFile(lockPath, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
});
