import { randomBytes } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@solar/shared/domain';

/** A second process opening the same embedded database; the message says what to do instead. */
export class EmbeddedDatabaseInUseError extends Error {
  override name = 'EmbeddedDatabaseInUseError';
}

/** Lock files this process holds now: its own pid in a lock file is then a real second open. */
const heldHere = new Set<string>();

/** How long a process that took over a stale lock waits before checking it kept it. */
const takeOverSettleMs = 50;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(lockPath: string): Promise<number | null> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Whether a lock's process still runs. Its own pid with no lock held here is an earlier life of
 * this process (a container restarted on the same volume runs as pid 1 again).
 */
function holds(lockPath: string, pid: number): boolean {
  if (pid === process.pid) return heldHere.has(lockPath);
  return isAlive(pid);
}

/**
 * Takes `<directory>.lock`, a file holding this process's pid, before PGlite opens `directory`.
 * PGlite is one connection inside this process: a second process on the same files would corrupt
 * them, and several API processes need PostgreSQL anyway. A lock whose process is gone (a crash, a
 * kill) is taken over. Resolves to the release, which removes the file if it is still ours.
 */
export async function lockEmbeddedDatabase(directory: string): Promise<() => Promise<void>> {
  const lockPath = `${path.resolve(directory)}.lock`;
  const inUse = (pid: number) =>
    new EmbeddedDatabaseInUseError(messages.embeddedDatabaseInUse(path.dirname(lockPath), pid));
  // The pid is written in full before the lock file appears (a hard link is created atomically),
  // so no process ever reads a half-written lock.
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${process.pid}\n`);
  try {
    try {
      await link(draft, lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await holderOf(lockPath);
      if (holder !== null && holds(lockPath, holder)) throw inUse(holder);
      // Stale: replace it in one step, then make sure no other process replaced it after us.
      await rename(draft, lockPath);
      await sleep(takeOverSettleMs);
      const after = await holderOf(lockPath);
      if (after !== process.pid) throw inUse(after ?? 0);
    }
  } finally {
    await rm(draft, { force: true });
  }
  heldHere.add(lockPath);
  return async () => {
    if (!heldHere.delete(lockPath)) return;
    if ((await holderOf(lockPath)) === process.pid) await rm(lockPath, { force: true });
  };
}
