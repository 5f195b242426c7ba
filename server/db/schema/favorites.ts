import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PageKind } from '../../../api/contract/catalog-enums';
import { users } from './users';

/** What a user keeps to come back to: a supplier product, a supplier, a base product, a page. */
export const userFavorites = pgTable(
  'user_favorites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageKind: text('page_kind').$type<PageKind>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per user and object: a second tap finds the first.
    uniqueIndex('user_favorites_user_object_key').on(t.userId, t.pageKind, t.objectId),
    index('user_favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type UserFavorite = typeof userFavorites.$inferSelect;
