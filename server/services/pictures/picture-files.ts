import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { parsePicturePath, pictureWidths, PICTURE_FORMATS, type PictureFormat } from '../../../lib/pictures';

/** Where one variant of a supplier picture is stored. */
export const storageKey = (hash: string, width: number, format: PictureFormat) => `pictures/${hash}/${width}.${format}`;

/** The stored files of the picture a path names: every width in every format. */
export function pictureFileKeys(path: string): string[] {
  const parsed = parsePicturePath(path);
  if (!parsed) return [];
  return pictureWidths(parsed.width).flatMap((width) => PICTURE_FORMATS.map((format) => storageKey(parsed.hash, width, format)));
}

/**
 * Held while a picture's files are written or deleted, until the transaction ends. The same picture
 * uploaded by two suppliers shares its files, so an upload and the deletion of another supplier's
 * unused copy must not interleave (unused-pictures.ts).
 */
export async function lockPictureFiles(tx: Tx, path: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`supplier-picture|${path}`}))`);
}
