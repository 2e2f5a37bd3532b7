import type { FileStorage } from './file-storage';
import { createFilesystemStorage } from './filesystem-storage';
import { createS3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';

/** The one storage the API's files go through, from the configuration. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.kind === 's3') {
    const { kind: _kind, ...settings } = config;
    return createS3Storage(settings);
  }
  return createFilesystemStorage(config.root);
}
