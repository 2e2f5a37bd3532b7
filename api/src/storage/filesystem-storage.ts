import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { createRecentErrors } from './recent-errors';

/** Keys the API makes: path segments of letters, digits, dots, dashes and underscores. */
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Files in a folder (by default `<DATA_DIR>/files`). A file is written under a temporary name
 * and renamed into place, so a reader never sees half of one, even if the process dies.
 */
export function createFilesystemStorage(root: string): FileStorage {
  const errors = createRecentErrors();
  const pathOf = (key: string): string => {
    // Keys come from the API, but a key that could climb out of the folder is refused anyway.
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    backend: 'filesystem',
    put: (key, bytes) =>
      errors.track('write', key, async () => {
        const target = pathOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        const staging = `${target}.${randomUUID()}.partial`;
        try {
          await writeFile(staging, bytes, { flag: 'wx' });
          await rename(staging, target);
        } catch (error) {
          await rm(staging, { force: true });
          throw error;
        }
      }),
    get: (key) =>
      errors.track('read', key, async () => {
        const target = pathOf(key);
        try {
          await stat(target);
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
        return createReadStream(target);
      }),
    delete: (key) =>
      errors.track('delete', key, async () => {
        await rm(pathOf(key), { force: true });
      }),
    stat: (key) =>
      errors.track('stat', key, async () => {
        try {
          return { size: (await stat(pathOf(key))).size };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),
    info: () =>
      errors.track('info', root, async () => {
        await mkdir(root, { recursive: true });
        const space = await statfs(root);
        return {
          backend: 'filesystem' as const,
          settings: [{ name: 'Folder', value: root }],
          space: { freeBytes: space.bavail * space.bsize, totalBytes: space.blocks * space.bsize },
          bucket: null,
        };
      }),
    lastErrors: () => errors.list(),
  };
}
