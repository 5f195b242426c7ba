export type StoredObject = { data: Uint8Array; contentType: string };

/**
 * Where uploaded files live. Keys are made by the server (`area/owner/random.ext`), never taken
 * from a client; every adapter refuses keys that could climb out of its root.
 */
export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

export function assertStorageKey(key: string): void {
  if (
    key.length > 300 ||
    !KEY.test(key) ||
    key.split('/').some((part) => part === '..' || part.startsWith('.'))
  ) {
    throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
