import {
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { CategoryType } from '../../../api/contract/enums';

export const categories = pgTable(
  'categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryType: text('category_type').$type<CategoryType>().notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    /** Stable key from the seed tree, so re-seeding finds the same rows. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** `normalizePersian(name)`: what search matches against. */
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull(),
    level: integer('level').notNull(),
    isRoot: boolean('is_root').notNull(),
    isLeaf: boolean('is_leaf').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    description: text('description'),
    /** A path served by the site, e.g. `/api/v1/media/categories/12.svg`. */
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_code_key').on(t.code),
    index('categories_type_parent_idx').on(t.categoryType, t.parentId, t.sortOrder),
    index('categories_parent_idx').on(t.parentId),
    index('categories_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);
