import { z } from './zod';
import { CATEGORY_TYPES } from './enums';
import { idValue } from './paging';

/**
 * The public URL index the sitemap and the route guard read: rows of one kind by id alone (id,
 * slug, last change), so a million products are walked part by part with a keyset, never loaded
 * at once and never counted page by page with OFFSET.
 *
 * `category-supplier-products` are the (category, supplier) pairs with a listing of that supplier's
 * products in that category; a pair has no id of its own, so it is keyed by the id of its first
 * listed product (unique per pair, and no wider than the products' own ids). `contents` are the
 * published content pages (articles, suppliers' pages and the site's own named pages); `help` the
 * help of each screen, its slug the screen's id (`/help/{slug}`).
 */
export const SITEMAP_KINDS = ['categories', 'suppliers', 'products', 'base-products', 'category-supplier-products', 'contents', 'help'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The largest keyset page the listing answers. */
export const SITEMAP_MAX_LIMIT = 5000;

export const SitemapKindParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS).openapi({ param: { name: 'kind', in: 'path' }, example: 'products' }),
});

export const SitemapEntryParamsSchema = SitemapKindParamsSchema.extend({
  id: idValue().openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

export const SitemapListQuerySchema = z.object({
  afterId: z.coerce
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .default(0)
    .openapi({ param: { name: 'afterId', in: 'query' }, description: 'rows with a larger id', example: 0 }),
  beforeId: idValue()
    .optional()
    .openapi({ param: { name: 'beforeId', in: 'query' }, description: 'and a smaller id (exclusive)' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SITEMAP_MAX_LIMIT)
    .default(1000)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 1000 }),
});

export const SitemapRangesQuerySchema = z.object({
  width: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: 'width', in: 'query' }, description: 'ids per range', example: 50000 }),
});

export const SitemapEntrySchema = z
  .object({
    id: z.number().int(),
    /** The canonical slug; empty for a kind whose URLs have none (category × supplier). */
    slug: z.string(),
    updatedAt: z.string(),
    /** Suppliers only: the category types it serves (one products page each). */
    categoryTypes: z.array(z.enum(CATEGORY_TYPES)).optional(),
    /** Suppliers only: whether it has delegations to show (its merchant-delegations page). */
    delegations: z.boolean().optional(),
    /** Category × supplier only: the pair. */
    categoryId: z.number().int().optional(),
    supplierId: z.number().int().optional(),
    /** Content pages only: the site's own page name (`/page/about`), else null. */
    uniquePageName: z.string().nullable().optional(),
  })
  .openapi('SitemapEntry');

export const SitemapListSchema = z
  .object({
    items: z.array(SitemapEntrySchema),
    /** The `afterId` of the next page; null after the last row. */
    nextAfterId: z.number().int().nullable(),
  })
  .openapi('SitemapList');

export const SitemapRangeSchema = z
  .object({
    /** Ids `fromId` … `toId - 1`: range `n` of width `w` is `n·w + 1` … `(n + 1)·w`. */
    index: z.number().int(),
    fromId: z.number().int(),
    toId: z.number().int(),
    /** Listed rows in the range. */
    count: z.number().int(),
    /** Suppliers only: (supplier, category type) pairs in the range; 0 otherwise. */
    typeCount: z.number().int(),
    /** Suppliers only: suppliers in the range with a merchant-delegations page; 0 otherwise. */
    delegationCount: z.number().int(),
    lastModified: z.string(),
  })
  .openapi('SitemapRange');

export const SitemapRangesSchema = z.object({ width: z.number().int(), ranges: z.array(SitemapRangeSchema) }).openapi('SitemapRanges');

export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
export type SitemapList = z.infer<typeof SitemapListSchema>;
export type SitemapRange = z.infer<typeof SitemapRangeSchema>;
export type SitemapRanges = z.infer<typeof SitemapRangesSchema>;
export type SitemapListQuery = z.infer<typeof SitemapListQuerySchema>;
