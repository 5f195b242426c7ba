import { nullableRef, z } from './zod';
import { CategoryTypeSchema } from './categories';
import { idValue, pagingQuery, queryBoolean, sortingQuery } from './paging';
import { SEARCH_TEXT_MAX } from './limits';

/** Suppliers: the public directory, a storefront's header, and category-scoped supplier lists. */

export const SupplierCitySchema = z
  .object({ id: z.number().int(), name: z.string(), stateId: z.number().int(), stateName: z.string() })
  .openapi('SupplierCity');

export const SupplierSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    city: nullableRef(SupplierCitySchema),
    categoryTypes: z.array(CategoryTypeSchema),
    isVerified: z.boolean(),
    /** 0 to 5. */
    rating: z.number(),
    /** Active products, within the category asked about when the list is category-scoped. */
    productCount: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('SupplierSummary');
export type SupplierSummary = z.infer<typeof SupplierSummarySchema>;

export const SupplierDetailSchema = SupplierSummarySchema.extend({
  /** The storefront's wide picture, above its page; null when its owner has not uploaded one. */
  cover: z.string().nullable(),
  /** Shown in supplier lists, search and the sitemap; an unlisted storefront's pages ask not to be indexed. */
  isListed: z.boolean(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  urbanArea: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  counts: z.object({
    products: z.number().int(),
    categories: z.number().int(),
    merchantDelegations: z.number().int(),
    saleCities: z.number().int(),
  }),
}).openapi('SupplierDetail');
export type SupplierDetail = z.infer<typeof SupplierDetailSchema>;

export const SUPPLIER_SORT_FIELDS = ['rating', 'name', 'newest', 'products'] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

/** Filters every supplier list shares; the category comes from the path in category-scoped calls. */
const supplierFilters = {
  'filter.cityId': idValue().optional().openapi({ param: { name: 'filter.cityId', in: 'query' } }),
  'filter.stateId': idValue().optional().openapi({ param: { name: 'filter.stateId', in: 'query' } }),
  'filter.isVerified': queryBoolean()
    .optional()
    .openapi({ param: { name: 'filter.isVerified', in: 'query' } }),
  'filter.text': z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX)
    .optional()
    .openapi({ param: { name: 'filter.text', in: 'query' }, description: 'Part of the name; typos tolerated' }),
};

export const SupplierListQuerySchema = z.object({
  ...pagingQuery(10),
  ...sortingQuery(SUPPLIER_SORT_FIELDS),
  ...supplierFilters,
  'filter.categoryType': CategoryTypeSchema.optional().openapi({
    param: { name: 'filter.categoryType', in: 'query' },
  }),
  'filter.categoryId': idValue()
    .optional()
    .openapi({ param: { name: 'filter.categoryId', in: 'query' }, description: 'Sells in it or under it' }),
});
export type SupplierListQuery = z.infer<typeof SupplierListQuerySchema>;

export const CategorySuppliersQuerySchema = z.object({
  ...pagingQuery(10),
  ...sortingQuery(SUPPLIER_SORT_FIELDS),
  ...supplierFilters,
});
export type CategorySuppliersQuery = z.infer<typeof CategorySuppliersQuerySchema>;

export const SuppliersWithCatalogQuerySchema = z.object({
  ...pagingQuery(10),
  ...sortingQuery(['products', 'rating', 'name', 'newest'] as const),
});
export type SuppliersWithCatalogQuery = z.infer<typeof SuppliersWithCatalogQuerySchema>;

/**
 * One property condition of the category supplier search, after the seed's "category property
 * selection entry": a number range (`value` … `maxValue`, in `measurementUnitId` or the property's
 * default unit), a set of allowed option/text values, or a yes/no.
 */
export const PropertyFilterSchema = z
  .object({
    propertyId: z.number().int().min(1),
    value: z.number().optional(),
    maxValue: z.number().optional(),
    measurementUnitId: z.number().int().min(1).optional(),
    options: z.array(z.string().trim().min(1).max(200)).min(1).max(50).optional(),
    boolValue: z.boolean().optional(),
  })
  .refine((f) => f.value !== undefined || f.maxValue !== undefined || f.options || f.boolValue !== undefined, {
    message: 'برای ویژگی مقدار، بازه یا گزینه‌ای بفرستید',
  })
  .refine((f) => f.value === undefined || f.maxValue === undefined || f.value <= f.maxValue, {
    message: 'کمینه نباید از بیشینه بزرگ‌تر باشد',
    path: ['maxValue'],
  })
  .openapi('PropertyFilter');
export type PropertyFilter = z.infer<typeof PropertyFilterSchema>;

export const CategorySuppliersBodySchema = z
  .object({ properties: z.array(PropertyFilterSchema).max(30).default([]) })
  .openapi('CategorySuppliersBody');
