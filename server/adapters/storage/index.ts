import path from 'node:path';
import { env } from '../../../lib/config/env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageAdapter } from './types';

export * from './types';
export * from './image-type';
export { createLocalStorage } from './local';
export { createS3Storage } from './s3';

let storage: StorageAdapter | undefined;
let override: StorageAdapter | undefined;

/**
 * Uploaded files: an S3 bucket when S3_BUCKET is set (what several nodes need, as they share no
 * disk), else a folder under DATA_DIR.
 */
export function getStorage(): StorageAdapter {
  if (override) return override;
  storage ??= storageFor(env());
  return storage;
}

export function storageFor(config: ReturnType<typeof env>): StorageAdapter {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

export function useStorageForTests(testStorage: StorageAdapter | undefined): void {
  override = testStorage;
}
