import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierPictures } from '../../db/schema';
import type { StorageAdapter } from '../../adapters/storage';
import { picturePath, PICTURE_FORMATS, type PictureFormat } from '../../../lib/pictures';
import { encodePicture } from './encode-picture';
import { lockPictureFiles, storageKey } from './picture-files';
import { REVIEW_UNUSED_PICTURE } from './unused-pictures';

export type SavedPicture = { path: string; width: number; height: number };

const CONTENT_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Encodes an upload, stores its variants and records it as the supplier's. */
export async function saveSupplierPicture(
  db: Db,
  storage: StorageAdapter,
  supplierId: number,
  bytes: Uint8Array,
): Promise<SavedPicture> {
  const picture = await encodePicture(bytes);
  const saved = { path: picturePath(picture.hash, picture.width), width: picture.width, height: picture.height };
  await db.transaction(async (tx) => {
    await lockPictureFiles(tx, saved.path);
    // Files first: a row never points at a picture that is not stored. The same picture uploaded
    // twice writes the same files again under the same names.
    await Promise.all(
      picture.files.map((file) => storage.put(storageKey(picture.hash, file.width, file.format), file.data, CONTENT_TYPES[file.format])),
    );
    // Uploaded again: a day from now, as any upload, unless a save shows it first.
    await tx
      .insert(supplierPictures)
      .values({ supplierId, ...saved, reviewAt: REVIEW_UNUSED_PICTURE })
      .onConflictDoUpdate({ target: [supplierPictures.supplierId, supplierPictures.path], set: { reviewAt: REVIEW_UNUSED_PICTURE } });
  });
  return saved;
}

/** The paths among `paths` that are not pictures this supplier uploaded. */
export async function foreignPictures(db: Db, supplierId: number, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const own = await db
    .select({ path: supplierPictures.path })
    .from(supplierPictures)
    .where(and(eq(supplierPictures.supplierId, supplierId), inArray(supplierPictures.path, paths)));
  const owned = new Set(own.map((row) => row.path));
  return paths.filter((path) => !owned.has(path));
}

/** One stored variant, as `GET /pictures/{hash}/{width}.{format}` serves it; null when absent. */
export async function loadPictureFile(storage: StorageAdapter, hash: string, width: number, format: string) {
  if (!(PICTURE_FORMATS as readonly string[]).includes(format)) return null;
  return storage.get(storageKey(hash, width, format as PictureFormat));
}
