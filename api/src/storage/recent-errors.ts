import type { StorageError } from './file-storage';

/** How many failures the storage check page lists. */
const kept = 20;

/**
 * The latest storage failures of this process, newest first. Each API replica keeps its own: the
 * page shows the ones of the replica that answered, which is where a broken mount or expired key
 * shows up first.
 */
export function createRecentErrors() {
  const errors: StorageError[] = [];
  return {
    list: () => [...errors],
    /** Runs the operation; a failure is remembered and thrown on. */
    async track<T>(operation: string, key: string, work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        errors.unshift({ at: new Date(), operation: `${operation} ${key}`, message: reason });
        errors.length = Math.min(errors.length, kept);
        throw error;
      }
    },
  };
}
