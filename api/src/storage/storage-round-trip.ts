import { randomBytes, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { messages } from '@solar/shared/domain';
import type { FileStorage } from './file-storage';

/** Bytes written by the check: big enough to time, small enough to run on every visit. */
const checkBytes = 256 * 1024;

export interface RoundTrip {
  ok: boolean;
  bytes: number;
  writeMs: number;
  readMs: number;
  deleteMs: number;
  error: string | null;
}

/** Writes a file, reads it back and compares, deletes it, timing each step. */
export async function storageRoundTrip(storage: FileStorage): Promise<RoundTrip> {
  const key = `storage-check/${randomUUID()}`;
  const bytes = randomBytes(checkBytes);
  const times = { writeMs: 0, readMs: 0, deleteMs: 0 };
  const timed = async <T>(step: keyof typeof times, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      times[step] = Math.round((performance.now() - started) * 10) / 10;
    }
  };
  try {
    await timed('writeMs', () => storage.put(key, bytes, 'application/octet-stream'));
    const read = await timed('readMs', async () => {
      const stream = await storage.get(key);
      return stream ? buffer(stream) : null;
    });
    if (!read || !read.equals(bytes)) {
      await storage.delete(key).catch(() => undefined);
      return { ok: false, bytes: checkBytes, ...times, error: messages.storageReadBackDiffers };
    }
    await timed('deleteMs', () => storage.delete(key));
    const left = await storage.stat(key);
    if (left)
      return {
        ok: false,
        bytes: checkBytes,
        ...times,
        error: messages.storageStillThereAfterDelete,
      };
    return { ok: true, bytes: checkBytes, ...times, error: null };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    return {
      ok: false,
      bytes: checkBytes,
      ...times,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
