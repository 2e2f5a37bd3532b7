import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';
import { createRecentErrors } from './recent-errors';

/** Where the bucket is and how to sign in to it (from STORAGE_URL and the STORAGE_* keys). */
export interface S3StorageSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`host/bucket/key`), which MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** Files as objects of one bucket of an S3-compatible service (AWS S3, MinIO, R2…). */
export function createS3Storage(settings: S3StorageSettings): FileStorage {
  const errors = createRecentErrors();
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;
  return {
    backend: 's3',
    put: (key, bytes, contentType) =>
      errors.track('write', key, async () => {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
        );
      }),
    get: (key) =>
      errors.track('read', key, async () => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          return answer.Body instanceof Readable ? answer.Body : null;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),
    delete: (key) =>
      errors.track('delete', key, async () => {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      }),
    stat: (key) =>
      errors.track('stat', key, async () => {
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return { size: head.ContentLength ?? 0 };
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),
    async info() {
      let reachable = true;
      try {
        await errors.track('check bucket', Bucket, () =>
          client.send(new HeadBucketCommand({ Bucket })),
        );
      } catch {
        reachable = false;
      }
      return {
        backend: 's3' as const,
        settings: [
          { name: 'Endpoint', value: settings.endpoint },
          { name: 'Bucket', value: Bucket },
          { name: 'Region', value: settings.region },
          { name: 'Path-style addresses', value: settings.forcePathStyle ? 'yes' : 'no' },
          { name: 'Access key id', value: settings.accessKeyId },
        ],
        space: null,
        bucket: { name: Bucket, reachable },
      };
    },
    lastErrors: () => errors.list(),
  };
}
