import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type StorageAdapter, type StoredObject } from './types';

const META = '.meta.json';

/** Files in a folder (by default `DATA_DIR/uploads`), each with a small sidecar holding its type. */
export function createLocalStorage(root: string): StorageAdapter {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('storage key escapes its root');
    return file;
  };

  // Written under a temporary name and renamed, so a reader never sees half a file.
  async function writeAtomically(file: string, data: Uint8Array | string) {
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }

  return {
    kind: 'local',
    async put(key, data, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file + META, JSON.stringify({ contentType }));
      await writeAtomically(file, data);
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const [data, meta] = await Promise.all([
          fs.readFile(file),
          fs.readFile(file + META, 'utf8'),
        ]);
        const { contentType } = JSON.parse(meta) as { contentType?: string };
        return {
          data: new Uint8Array(data),
          contentType: contentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(file + META, { force: true })]);
    },
  };
}
