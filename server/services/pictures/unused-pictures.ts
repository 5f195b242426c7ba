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
 * A save that shows a picture claims its row in its own transaction (`swapPictures`), so the job
 * and the save cannot both win: the job skips a row a save holds, and a save that waited for the
 * job finds the row gone and is refused, as for a picture never uploaded.
 */
export const UNUSED_PICTURE_HOURS = 24;

/** A day from now, by the database's clock. */
export const REVIEW_UNUSED_PICTURE = sql`now() + ${sql.raw(`interval '${UNUSED_PICTURE_HOURS} hours'`)}`;

/**
 * In a save's transaction: the pictures it starts to show are claimed (their review cleared), those
 * it takes off released (looked at a day from now). Every row concerned is locked first, in one
 * order, so two saves of one supplier wait for each other instead of deadlocking. Returns the
 * claimed paths that are not this supplier's pictures (never uploaded, or just deleted as unused).
 */
export async function swapPictures(tx: Tx, supplierId: number, before: (string | null)[], after: (string | null)[]): Promise<string[]> {
  const pictures = (paths: (string | null)[]) => new Set(paths.filter((path): path is string => path !== null && isSupplierPicturePath(path)));
  const [was, is] = [pictures(before), pictures(after)];
  const claimed = [...is].filter((path) => !was.has(path));
  const released = [...was].filter((path) => !is.has(path));
  if (claimed.length + released.length === 0) return [];
  const locked = await tx
    .select({ path: supplierPictures.path })
    .from(supplierPictures)
    .where(and(eq(supplierPictures.supplierId, supplierId), inArray(supplierPictures.path, [...claimed, ...released])))
    .orderBy(asc(supplierPictures.path))
    .for('update');
  const found = new Set(locked.map((row) => row.path));
  const mine = (paths: string[]) => and(eq(supplierPictures.supplierId, supplierId), inArray(supplierPictures.path, paths));
  const claim = claimed.filter((path) => found.has(path));
  const release = released.filter((path) => found.has(path));
  if (claim.length) await tx.update(supplierPictures).set({ reviewAt: null }).where(mine(claim));
  if (release.length) await tx.update(supplierPictures).set({ reviewAt: REVIEW_UNUSED_PICTURE }).where(mine(release));
  return claimed.filter((path) => !found.has(path));
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
