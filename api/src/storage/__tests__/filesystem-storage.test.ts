import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createFilesystemStorage } from '../filesystem-storage';
import { storageConfigFrom } from '../storage-config';
import { storageRoundTrip } from '../storage-round-trip';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'solar-storage-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the file system storage', () => {
  it('writes, reads, measures and deletes a file by its key', async () => {
    const storage = createFilesystemStorage(root);
    const bytes = Buffer.from('%PDF-1.7 a contract');
    await storage.put('deals/7/abc', bytes, 'application/pdf');
    expect(await storage.stat('deals/7/abc')).toEqual({ size: bytes.length });
    const stream = await storage.get('deals/7/abc');
    expect(await buffer(stream!)).toEqual(bytes);
    await storage.delete('deals/7/abc');
    expect(await storage.stat('deals/7/abc')).toBeNull();
    expect(await storage.get('deals/7/abc')).toBeNull();
    // Deleting what is gone is fine: a retried delete must not fail.
    await storage.delete('deals/7/abc');
    // No half-written file is left behind.
    expect(await readdir(path.join(root, 'deals', '7'))).toEqual([]);
  });

  it('refuses a key that could leave its folder, and remembers the failure', async () => {
    const storage = createFilesystemStorage(root);
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Not a storage key',
    );
    await expect(storage.get('deals/../../etc/passwd')).rejects.toThrow('Not a storage key');
    const errors = storage.lastErrors();
    expect(errors.map((error) => error.operation)).toEqual([
      'read deals/../../etc/passwd',
      'write ../escape',
    ]);
  });

  it('tells its folder and the free space of its file system', async () => {
    const info = await createFilesystemStorage(root).info();
    expect(info.backend).toBe('filesystem');
    expect(info.settings).toEqual([{ name: 'Folder', value: root }]);
    expect(info.space!.freeBytes).toBeGreaterThan(0);
    expect(info.space!.totalBytes).toBeGreaterThanOrEqual(info.space!.freeBytes);
  });

  it('passes the write-read-delete round trip and leaves nothing behind', async () => {
    const result = await storageRoundTrip(createFilesystemStorage(root));
    expect(result).toMatchObject({ ok: true, error: null, bytes: 256 * 1024 });
    expect(await readdir(path.join(root, 'storage-check'))).toEqual([]);
  });

  it('reports a round trip that cannot write', async () => {
    // A file where the folder should be: every write fails.
    const blocked = path.join(root, 'blocked');
    await createFilesystemStorage(root).put('blocked', Buffer.from('x'), 'text/plain');
    const result = await storageRoundTrip(createFilesystemStorage(blocked));
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/EEXIST|ENOTDIR/);
  });
});

describe('the storage configuration', () => {
  it('keeps files under DATA_DIR without STORAGE_URL', () => {
    expect(storageConfigFrom({}, '/srv/data')).toEqual({
      config: { kind: 'filesystem', root: path.join('/srv/data', 'files') },
    });
  });

  it('uses a bucket when STORAGE_URL and its keys are set', () => {
    const answer = storageConfigFrom(
      {
        url: 'http://127.0.0.1:9000/',
        bucket: 'documents',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      },
      '/srv/data',
    );
    expect(answer).toEqual({
      config: {
        kind: 's3',
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'documents',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });

  it('refuses a half-made object storage setting', () => {
    expect(storageConfigFrom({ url: 'http://minio:9000' }, '/d')).toEqual({
      error:
        'STORAGE_URL needs STORAGE_BUCKET, STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY',
    });
    expect(storageConfigFrom({ url: 'ftp://x' }, '/d')).toHaveProperty('error');
  });
});
