import path from 'node:path';
import { env } from '../../../lib/config/env';
import { createLocalStorage } from './local';
import type { StorageAdapter } from './types';

export * from './types';
export * from './image-type';
export { createLocalStorage } from './local';

let storage: StorageAdapter | undefined;
let override: StorageAdapter | undefined;

/** Uploaded files: a folder under DATA_DIR (object storage can take this place later). */
export function getStorage(): StorageAdapter {
  if (override) return override;
  storage ??= createLocalStorage(path.join(env().DATA_DIR, 'uploads'));
  return storage;
}

export function useStorageForTests(testStorage: StorageAdapter | undefined): void {
  override = testStorage;
}
