import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers';

/**
 * A picture a supplier uploaded, re-encoded into WebP and AVIF at several widths
 * (server/services/pictures). Its id is the hash of what was stored, so the files never change and
 * are served as immutable; a product or storefront may only use pictures of its own supplier. One
 * neither shows is deleted a day after it was uploaded or taken off (unused-pictures.ts).
 */
export const supplierPictures = pgTable(
  'supplier_pictures',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The path pages use, `/api/v1/pictures/{hash}/{width}.webp` (the widest variant). */
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When to look whether a product or the storefront still shows it; null while one does. */
    reviewAt: timestamp('review_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.path] }),
    index('supplier_pictures_created_idx').on(t.createdAt),
    index('supplier_pictures_review_idx').on(t.reviewAt).where(sql`${t.reviewAt} IS NOT NULL`),
    // Its files are shared by every supplier who uploaded the same picture.
    index('supplier_pictures_path_idx').on(t.path),
  ],
);

export type SupplierPicture = typeof supplierPictures.$inferSelect;
