import type { Readable } from 'node:stream';

/** One setting shown on the storage check page (never a secret). */
export interface StorageSetting {
  name: string;
  value: string;
}

/** What the storage check page shows about where files go. */
export interface StorageInfo {
  backend: 'filesystem' | 's3';
  settings: StorageSetting[];
  /** The folder's file system; null for object storage. */
  space: { freeBytes: number; totalBytes: number } | null;
  /** Whether the bucket answered; null for the file system. */
  bucket: { name: string; reachable: boolean } | null;
}

export interface StorageError {
  at: Date;
  operation: string;
  message: string;
}

/**
 * Where uploaded files live: a folder under DATA_DIR by default, an S3-compatible bucket when
 * STORAGE_URL is set. Keys are opaque paths the API makes (`deals/12/<uuid>`), never a user's
 * file name. Every API replica must reach the same storage (a shared volume or the bucket).
 */
export interface FileStorage {
  readonly backend: 'filesystem' | 's3';
  /** Stores the bytes under the key, replacing nothing: the key is new. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The stored size, or null when the key holds nothing. */
  stat(key: string): Promise<{ size: number } | null>;
  info(): Promise<StorageInfo>;
  /** The latest failures of this process (newest first), for the storage check page. */
  lastErrors(): StorageError[];
}
