import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Paging } from '../../api/contract/paging';
import { normalizePersian, sqlSearchFold } from '../../lib/persian/normalize';

/**
 * Small pieces every list query of the catalogue shares. They live beside the category service
 * because it came first; the other catalogue services import them from here.
 */

/** Rows of a raw `db.execute`, the same on node-postgres and PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function pageWindow(paging: Paging): { limit: number; offset: number } {
  return { limit: paging.pageSize, offset: (paging.pageNumber - 1) * paging.pageSize };
}

/**
 * `column ILIKE '%text%'` over a normalised column, with the typed text normalised the same way and
 * its wildcards escaped so that a user's `%` or `_` matches literally. Undefined for blank text.
 */
export function containsNormalized(column: AnyPgColumn | SQL, text: string | undefined): SQL | undefined {
  const needle = text === undefined ? '' : normalizePersian(text);
  if (!needle) return undefined;
  const escaped = needle.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`${column} ILIKE ${`%${escaped}%`}`;
}

/**
 * The same for a column kept as written (a note's body, an order's title): the column goes through
 * normalizePersian's letter-for-letter part in SQL, so «اهن» or «آهن» typed finds «آهن» written and
 * «كيك» finds «کیک».
 */
export function containsText(column: AnyPgColumn | SQL, text: string | undefined): SQL | undefined {
  const { from, to } = sqlSearchFold();
  return containsNormalized(sql`translate(${column}, ${from}, ${to})`, text);
}
