import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { supplierPictures, supplierProducts, suppliers } from '../../db/schema';
import type { StorageAdapter } from '../../adapters/storage';
import { isSupplierPicturePath } from '../../../lib/pictures';
import { logger } from '../../logger';
import { rowsOf } from '../list-query';
import { lockPictureFiles, pictureFileKeys } from './picture-files';

/**
 * Pictures no product or storefront shows. A supplier's picture is stored (eight files) when it is
 * chosen in a form, and a product or storefront shows it once saved. One chosen and then left, or
 * taken off later, stayed for good. Now each row says when to look again: a day after its upload
 * or after a save took it off (`reviewAt`); a save that shows it clears that. The hourly job looks
 * at those due: one still shown is kept, else its row goes, and its files with the last row of the
 * same picture (suppliers who upload the same picture share its files).
 *
 * A save that shows a picture claims its row in its own transaction (`claimPictures`), so the job
 * and the save cannot both win: the job skips a row a save holds, and a save that waited for the
 * job finds the row gone and is refused, as for a picture never uploaded.
 */
export const UNUSED_PICTURE_HOURS = 24;

/** A day from now, by the database's clock. */
export const REVIEW_UNUSED_PICTURE = sql`now() + ${sql.raw(`interval '${UNUSED_PICTURE_HOURS} hours'`)}`;

/**
 * Marks this supplier's pictures among `paths` as shown, holding their rows until the caller's
 * transaction ends; returns those that are not (never uploaded by this supplier, or just deleted).
 */
export async function claimPictures(tx: Tx, supplierId: number, paths: string[]): Promise<string[]> {
  const wanted = [...new Set(paths.filter(isSupplierPicturePath))].sort();
  if (wanted.length === 0) return [];
  // Locked in one order, so two saves claiming the same pictures wait instead of deadlocking.
  const locked = await tx
    .select({ path: supplierPictures.path })
    .from(supplierPictures)
    .where(and(eq(supplierPictures.supplierId, supplierId), inArray(supplierPictures.path, wanted)))
    .orderBy(asc(supplierPictures.path))
    .for('update');
  if (locked.length) {
    await tx
      .update(supplierPictures)
      .set({ reviewAt: null })
      .where(and(eq(supplierPictures.supplierId, supplierId), inArray(supplierPictures.path, locked.map((row) => row.path))));
  }
  const found = new Set(locked.map((row) => row.path));
  return wanted.filter((path) => !found.has(path));
}

/** Pictures a save took off: looked at a day from now, when one no longer shown goes. */
export async function releasePictures(tx: Tx, supplierId: number, paths: (string | null)[]): Promise<void> {
  const released = [...new Set(paths.filter((path): path is string => path !== null && isSupplierPicturePath(path)))];
  if (released.length === 0) return;
  await tx
    .update(supplierPictures)
    .set({ reviewAt: REVIEW_UNUSED_PICTURE })
    .where(and(eq(supplierPictures.supplierId, supplierId), inArray(supplierPictures.path, released)));
}

/** Rows looked at per read; each is decided in a transaction of its own. */
const BATCH = 100;

type Due = { supplierId: number; path: string; reviewAt: string };
export type UnusedPicturesRun = { deleted: number; kept: number; failed: number };

/** The hourly job: deletes the pictures due for a look that nothing shows. */
export async function expireUnusedPictures(db: Db, storage: StorageAdapter): Promise<UnusedPicturesRun> {
  const run: UnusedPicturesRun = { deleted: 0, kept: 0, failed: 0 };
  let after: Due | null = null;
  for (;;) {
    // In order of the look's time; a row skipped or failed is passed by, not read again.
    const due: Due[] = await db
      .select({ supplierId: supplierPictures.supplierId, path: supplierPictures.path, reviewAt: sql<string>`${supplierPictures.reviewAt}::text` })
      .from(supplierPictures)
      .where(
        and(
          isNotNull(supplierPictures.reviewAt),
          lte(supplierPictures.reviewAt, sql`now()`),
          after
            ? sql`(${supplierPictures.reviewAt}, ${supplierPictures.supplierId}, ${supplierPictures.path}) > (${after.reviewAt}::timestamptz, ${after.supplierId}, ${after.path})`
            : undefined,
        ),
      )
      .orderBy(asc(supplierPictures.reviewAt), asc(supplierPictures.supplierId), asc(supplierPictures.path))
      .limit(BATCH);
    for (const picture of due) {
      try {
        const outcome = await reviewPicture(db, storage, picture);
        if (outcome !== 'skipped') run[outcome] += 1;
      } catch (error) {
        run.failed += 1;
        logger.warn({ err: error, supplierId: picture.supplierId, path: picture.path }, 'unused picture not deleted: kept for the next run');
      }
    }
    if (due.length < BATCH) break;
    after = due[due.length - 1];
  }
  if (run.deleted || run.failed) logger.info({ ...run }, 'unused supplier pictures');
  return run;
}

/**
 * One picture, in one transaction: the files' lock first (an upload of the same picture takes it
 * before its row, so neither waits for the other in the opposite order), then its row, unless a
 * save holds it. Files are deleted before the commit: when storage refuses, the row stays.
 */
async function reviewPicture(db: Db, storage: StorageAdapter, { supplierId, path }: Due): Promise<'deleted' | 'kept' | 'skipped'> {
  return db.transaction(async (tx) => {
    await lockPictureFiles(tx, path);
    const mine = and(eq(supplierPictures.supplierId, supplierId), eq(supplierPictures.path, path));
    const [row] = await tx
      .select({ path: supplierPictures.path })
      .from(supplierPictures)
      .where(and(mine, lte(supplierPictures.reviewAt, sql`now()`)))
      .for('update', { skipLocked: true });
    if (!row) return 'skipped';
    const [{ shown }] = rowsOf<{ shown: boolean }>(
      await tx.execute(sql`
        SELECT EXISTS (SELECT 1 FROM ${supplierProducts} WHERE ${supplierProducts.supplierId} = ${supplierId} AND ${path} = ANY (${supplierProducts.images}))
            OR EXISTS (SELECT 1 FROM ${suppliers} WHERE ${suppliers.id} = ${supplierId} AND ${path} IN (${suppliers.logo}, ${suppliers.cover})) AS shown`),
    );
    if (shown) {
      await tx.update(supplierPictures).set({ reviewAt: null }).where(mine);
      return 'kept';
    }
    await tx.delete(supplierPictures).where(mine);
    const [other] = await tx.select({ path: supplierPictures.path }).from(supplierPictures).where(eq(supplierPictures.path, path)).limit(1);
    if (!other) for (const key of pictureFileKeys(path)) await storage.delete(key);
    return 'deleted';
  });
}
