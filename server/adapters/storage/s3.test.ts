import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3';
import { storageFor } from './index';
import { parseEnv } from '../../../lib/config/env';
import type { StorageAdapter } from './types';

/** The S3 adapter against a real S3 protocol server (s3rver), started here on a free port. */
describe('S3 storage', () => {
  const directory = path.join(os.tmpdir(), `bazargah-s3-${process.pid}-${Date.now()}`);
  let server: S3rver;
  let storage: StorageAdapter;
  let endpoint: string;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'bazargah-test', configs: [] }] });
    const { port } = (await server.run()) as unknown as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
    storage = createS3Storage({
      bucket: 'bazargah-test',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  it('stores, reads back with its type, replaces and deletes', async () => {
    await storage.put('pictures/abc/640.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await storage.get('pictures/abc/640.webp')).toEqual({ data: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    await storage.put('pictures/abc/640.webp', new Uint8Array([9]), 'image/webp');
    expect((await storage.get('pictures/abc/640.webp'))?.data).toEqual(new Uint8Array([9]));
    await storage.delete('pictures/abc/640.webp');
    expect(await storage.get('pictures/abc/640.webp')).toBeNull();
    await expect(storage.delete('pictures/abc/640.webp')).resolves.toBeUndefined();
  });

  it('answers null for a key never stored, and refuses keys that could climb out', async () => {
    expect(await storage.get('pictures/none/1.webp')).toBeNull();
    await expect(storage.put('../outside', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
  });

  it('reports a store it cannot reach or a bucket that does not exist, rather than "not found"', async () => {
    const missing = createS3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await expect(missing.put('a/b', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
  });

  it('is chosen by configuration: S3_BUCKET selects it, local disk stays the default', () => {
    expect(storageFor(parseEnv({ DATA_DIR: directory })).kind).toBe('local');
    expect(storageFor(parseEnv({ DATA_DIR: directory, S3_BUCKET: 'bazargah-test', S3_ENDPOINT: endpoint })).kind).toBe('s3');
  });
});
