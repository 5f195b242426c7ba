/**
 * The one vocabulary of cache tags. The API names the data an answer shows with them (its public
 * read cache and `Cache-Tag`, for a CDN in front), and an announced change
 * (`server/events/data-changed.ts`) drops whatever carries the tags it names. No tag is spelled
 * anywhere else.
 */

/** A kind of row whose change is announced. */
export type DataEntity = 'category' | 'product' | 'base-product' | 'supplier' | 'advertisement' | 'delegation' | 'merchant' | 'page' | 'announcement' | 'menu';

/** The tags of lists: every cached list of a kind carries its kind's tag. */
export const LIST_TAGS = {
  categories: 'categories',
  products: 'products',
  suppliers: 'suppliers',
  delegations: 'delegations',
  advertisements: 'advertisements',
  pages: 'pages',
  announcements: 'announcements',
  /** The header's and footer's menus, read by every page (written by the seed alone so far). */
  menus: 'menus',
  /** The help of each screen (written by the seed alone so far). */
  help: 'help',
  /** The FAQ's questions and categories (written by the seed alone so far; a question's visits
   * reorder the most-visited list, which may then lag by the cache's TTL). */
  faq: 'faq',
  /** The sitemap lists every public product, supplier and category. */
  sitemap: 'sitemap',
} as const;

/** The list tag of each kind of row. */
export const COLLECTION_TAGS: Record<DataEntity, string> = {
  category: LIST_TAGS.categories,
  product: LIST_TAGS.products,
  'base-product': LIST_TAGS.products,
  supplier: LIST_TAGS.suppliers,
  advertisement: LIST_TAGS.advertisements,
  delegation: LIST_TAGS.delegations,
  merchant: LIST_TAGS.delegations,
  page: LIST_TAGS.pages,
  announcement: LIST_TAGS.announcements,
  menu: LIST_TAGS.menus,
};

/**
 * Carried by a kept page that read an API answer naming no data (a private or untagged read, an
 * error): any change may concern it, so every announcement drops it (server/site/page-tags.ts).
 */
export const ANY_CHANGE_TAG = 'any-change';

/** The header that names an answer's tags, for the site's page cache and a CDN in front. */
export const CACHE_TAG_HEADER = 'cache-tag';

/** One row's tag, e.g. `product:12`. */
export const entityTag = (entity: DataEntity, id: number) => `${entity}:${id}`;
