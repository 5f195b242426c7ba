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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CommentState, ContentPageType, ContentPlatform, MenuPlacement } from '../../../api/contract/content';
import { users } from './users';
import { suppliers } from './suppliers';
import { categories } from './categories';

/** The tree pages are filed under (trade guides › buying guides…); its page type says what it holds. */
export const contentTypes = pgTable(
  'content_types',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => contentTypes.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    pageType: text('page_type').$type<ContentPageType>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('content_types_parent_idx').on(t.parentId, t.sortOrder)],
);

export const contentLabels = pgTable('content_labels', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull().unique(),
});

/**
 * A content page: an article of the site, a supplier's own page, or one of the site's pages
 * (about, terms…) with a unique name. The body is sanitised rich text.
 */
export const pages = pgTable(
  'pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uniquePageName: text('unique_page_name'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    /** `normalizePersian(title + summary)`: what search matches against. */
    searchText: text('search_text').notNull().default(''),
    image: text('image'),
    contentTypeId: bigint('content_type_id', { mode: 'number' }).references(() => contentTypes.id, { onDelete: 'set null' }),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, { onDelete: 'set null' }),
    platform: text('platform').$type<ContentPlatform>().notNull().default('all'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorUserId: bigint('author_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_unique_name_key').on(t.uniquePageName),
    index('pages_published_idx').on(t.isPublished, t.publishedAt),
    index('pages_content_type_idx').on(t.contentTypeId, t.publishedAt),
    index('pages_supplier_idx').on(t.supplierId, t.publishedAt),
    index('pages_category_idx').on(t.categoryId, t.publishedAt),
    index('pages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const pageLabels = pgTable(
  'page_labels',
  {
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => contentLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.labelId] }), index('page_labels_label_idx').on(t.labelId)],
);

/** One like per liker: `u:<user id>`, or `v:<visitor cookie>` for a visitor. */
export const pageLikes = pgTable(
  'page_likes',
  {
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    likerKey: text('liker_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By liker too: a browser's likes are found by its key when someone signs in on it.
  (t) => [primaryKey({ columns: [t.pageId, t.likerKey] }), index('page_likes_liker_idx').on(t.likerKey)],
);

/** A comment on a page, in a tree; shown once an admin approves it. Plain text. */
export const pageComments = pgTable(
  'page_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => pageComments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    state: text('state').$type<CommentState>().notNull().default('pending'),
    likeCount: integer('like_count').notNull().default(0),
    moderatedBy: bigint('moderated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_comments_page_idx').on(t.pageId, t.state, t.createdAt),
    index('page_comments_state_idx').on(t.state, t.createdAt),
    index('page_comments_user_idx').on(t.userId, t.createdAt),
  ],
);

export const pageCommentLikes = pgTable(
  'page_comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => pageComments.id, { onDelete: 'cascade' }),
    likerKey: text('liker_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.likerKey] })],
);

export const faqCategories = pgTable('faq_categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  platform: text('platform').$type<ContentPlatform>().notNull().default('all'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Sanitised rich text. */
    answer: text('answer').notNull(),
    /** `normalizePersian(question + the answer's text)`: what the FAQ search matches. */
    searchText: text('search_text').notNull().default(''),
    platform: text('platform').$type<ContentPlatform>().notNull().default('all'),
    visitCount: bigint('visit_count', { mode: 'number' }).notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('faq_questions_category_idx').on(t.categoryId, t.sortOrder), index('faq_questions_visits_idx').on(t.visitCount)],
);

/** What a visitor or user told us through `/feedback`; read in the admin desk. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    contact: text('contact'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedbacks_created_idx').on(t.createdAt)],
);

/** A video of the site: its clip and poster in object storage, shown at `/videos`. */
export const mediaVideos = pgTable(
  'media_videos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** `normalizePersian(title + description)`: what the video search matches. */
    searchText: text('search_text').notNull().default(''),
    /** Storage keys of the clip (WebM) and its poster (WebP). */
    videoKey: text('video_key').notNull(),
    posterKey: text('poster_key').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_videos_published_idx').on(t.isPublished, t.publishedAt)],
);

/** Help for one screen of the site, found by the screen's id (`/help/{uniqueId}`). */
export const helpSystems = pgTable('help_systems', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  frontUniqueId: text('front_unique_id').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The sitemap's `lastmod` of the help page. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The site's header and footer menus, as a tree. */
export const websiteMenus = pgTable(
  'website_menus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => websiteMenus.id, { onDelete: 'cascade' }),
    placement: text('placement').$type<MenuPlacement>().notNull(),
    title: text('title').notNull(),
    /** A path of this site (`/faq`), never another host. */
    url: text('url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('website_menus_placement_idx').on(t.placement, t.parentId, t.sortOrder)],
);

/** A site-wide notice between two instants, shown as a bar a visitor may dismiss. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    text: text('text').notNull(),
    /** A path of this site, or null. */
    linkUrl: text('link_url'),
    linkText: text('link_text'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_window_idx').on(t.endsAt, t.startsAt), check('announcements_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

export type PageRow = typeof pages.$inferSelect;
export type PageCommentRow = typeof pageComments.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
