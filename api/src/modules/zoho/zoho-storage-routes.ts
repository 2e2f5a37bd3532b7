import { type StorageCheck, storageCheckSchema } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import type { FileStorage } from '../../storage/file-storage';
import { type RoundTrip, storageRoundTrip } from '../../storage/storage-round-trip';
import { storagePaths } from './zoho-menu-paths';

const tag = 'zoho';
const access = { staff: true, menuPaths: storagePaths } as const;
const storageCheckResponse = storageCheckSchema.meta({ id: 'StorageCheck' });

/** What the page shows: the backend, its settings (no secrets), space or bucket, last errors. */
async function storageCheckOf(
  storage: FileStorage,
  roundTrip: RoundTrip | null,
): Promise<StorageCheck> {
  let info: Awaited<ReturnType<FileStorage['info']>> | null = null;
  try {
    info = await storage.info();
  } catch {
    // The failure is among the last errors, which the page lists.
  }
  return {
    backend: storage.backend,
    settings: info?.settings ?? [],
    space: info?.space
      ? { free_bytes: info.space.freeBytes, total_bytes: info.space.totalBytes }
      : null,
    bucket: info?.bucket ?? null,
    round_trip: roundTrip && {
      ok: roundTrip.ok,
      bytes: roundTrip.bytes,
      write_ms: roundTrip.writeMs,
      read_ms: roundTrip.readMs,
      delete_ms: roundTrip.deleteMs,
      error: roundTrip.error,
    },
    last_errors: storage.lastErrors().map((error) => ({
      at: error.at.toISOString(),
      operation: error.operation,
      message: error.message,
    })),
  };
}

/** The Test Storage page: where documents go and whether the storage works now. */
export const zohoStorageRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/zoho/test-storage/',
    access,
    tag,
    summary:
      'Where documents are stored (no secrets), free space or the bucket, and the last errors',
    schemas: { response: storageCheckResponse },
    async handler(_input, { deps }) {
      return storageCheckOf(deps.storage, null);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/test-storage/',
    access,
    tag,
    summary: 'Writes, reads back and deletes a 256 KiB file in the storage, timing each step',
    schemas: { response: storageCheckResponse },
    async handler(_input, { deps }) {
      return storageCheckOf(deps.storage, await storageRoundTrip(deps.storage));
    },
  }),
];
