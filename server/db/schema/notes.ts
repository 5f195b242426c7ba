import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PageKind } from '../../../api/contract/catalog-enums';
import { users } from './users';

/** A user's private note on a catalogue object: a supplier product, a supplier, a base product, a page. */
export const userNotes = pgTable(
  'user_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageKind: text('page_kind').$type<PageKind>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    /** Sanitised rich text (server/services/rich-text). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notes_user_object_idx').on(t.userId, t.pageKind, t.objectId),
    index('user_notes_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

export type UserNote = typeof userNotes.$inferSelect;
