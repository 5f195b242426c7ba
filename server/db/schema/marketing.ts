import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { AdPlacement, PageKind } from '../../../api/contract/catalog-enums';
import { categories } from './categories';
import { supplierProducts } from './supplier-products';
import { suppliers } from './suppliers';
import { users } from './users';

/** A paid placement pointing at a supplier product or a supplier. */
export const advertisements = pgTable(
  'advertisements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    placement: text('placement').$type<AdPlacement>().notNull(),
    supplierProductId: bigint('supplier_product_id', { mode: 'number' }).references(
      () => supplierProducts.id,
      { onDelete: 'cascade' },
    ),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id, {
      onDelete: 'cascade',
    }),
    /** For `category_top`: the category whose pages show it. */
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    image: text('image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Higher first. */
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'advertisements_target_check',
      sql`${t.supplierProductId} IS NOT NULL OR ${t.supplierId} IS NOT NULL`,
    ),
    index('advertisements_placement_idx').on(t.placement, t.isActive, t.startsAt),
    index('advertisements_supplier_product_idx').on(t.supplierProductId),
    index('advertisements_supplier_idx').on(t.supplierId),
  ],
);

/** One visit of a public page, for "last visits" and the visitor chart. */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageKind: text('page_kind').$type<PageKind>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    /** `u:<user id>` for a signed-in user, else `v:<visitor cookie>`. */
    visitorKey: text('visitor_key').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_visits_visitor_idx').on(t.visitorKey, t.pageKind, t.visitedAt),
    index('page_visits_object_idx').on(t.pageKind, t.objectId),
    index('page_visits_visited_at_idx').on(t.visitedAt),
  ],
);

/** The running visit count of one object, so pages need not count `page_visits`. */
export const pageVisitCounters = pgTable(
  'page_visit_counters',
  {
    pageKind: text('page_kind').$type<PageKind>().notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageKind, t.objectId] })],
);

export type Advertisement = typeof advertisements.$inferSelect;
export type NewAdvertisement = typeof advertisements.$inferInsert;
export type PageVisit = typeof pageVisits.$inferSelect;
export type PageVisitCounter = typeof pageVisitCounters.$inferSelect;
