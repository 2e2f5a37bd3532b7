import path from 'node:path';
import type { S3StorageSettings } from './s3-storage';

/** Where files go: a folder, or a bucket when STORAGE_URL is set. */
export type StorageConfig =
  { kind: 'filesystem'; root: string } | ({ kind: 's3' } & S3StorageSettings);

/** The STORAGE_* variables as `loadConfig` read them. */
export interface StorageVariables {
  url?: string | undefined;
  bucket?: string | undefined;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  pathStyle?: string | undefined;
}

/**
 * Where files go from STORAGE_URL, STORAGE_BUCKET, STORAGE_REGION, STORAGE_ACCESS_KEY_ID,
 * STORAGE_SECRET_ACCESS_KEY and STORAGE_PATH_STYLE; without STORAGE_URL files go to
 * `<DATA_DIR>/files`. Answers an error text for a half-made object storage setting.
 */
export function storageConfigFrom(
  env: StorageVariables,
  dataDir: string,
): { config: StorageConfig } | { error: string } {
  const url = env.url?.trim();
  if (!url) return { config: { kind: 'filesystem', root: path.join(dataDir, 'files') } };
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    return { error: `STORAGE_URL must be an http(s) address, got '${url}'` };
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    return { error: `STORAGE_URL must be an http(s) address, got '${url}'` };
  }
  const bucket = env.bucket?.trim();
  const accessKeyId = env.accessKeyId?.trim();
  const secretAccessKey = env.secretAccessKey?.trim();
  if (!bucket || !accessKeyId || !secretAccessKey) {
    return {
      error:
        'STORAGE_URL needs STORAGE_BUCKET, STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY',
    };
  }
  return {
    config: {
      kind: 's3',
      endpoint: endpoint.toString().replace(/\/+$/, ''),
      bucket,
      region: env.region?.trim() || 'us-east-1',
      accessKeyId,
      secretAccessKey,
      forcePathStyle: (env.pathStyle?.trim() || 'true') !== 'false',
    },
  };
}
