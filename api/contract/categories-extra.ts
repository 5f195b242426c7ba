import { nullableRef, z } from './zod';
import { CategoryTypeSchema } from './categories';
import { idValue, pagingQuery, queryBoolean, sortingQuery } from './paging';
import { PROPERTY_DATA_TYPES } from './catalog-enums';

/**
 * The category calls beside the site menu: lists, tree walks, properties and counts.
 * Supplier shapes used by the category-scoped supplier calls live in `./suppliers`.
 */

/** One category without its subtree. */
export const CategorySummarySchema = z
  .object({
    id: z.number().int(),
    categoryType: CategoryTypeSchema,
    parentId: z.number().int().nullable(),
    name: z.string(),
    slug: z.string(),
    level: z.number().int(),
    isRoot: z.boolean(),
    isLeaf: z.boolean(),
    sortOrder: z.number().int(),
  })
  .openapi('CategorySummary');
export type CategorySummary = z.infer<typeof CategorySummarySchema>;

/** `categoryType` repeated or comma-separated, each a known type; absent means every type. */
export const categoryTypesValue = () =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean))
    .pipe(z.array(CategoryTypeSchema).min(1));

export const CategoryMenuQuerySchema = z.object({
  categoryType: categoryTypesValue()
    .optional()
    .openapi({ param: { name: 'categoryType', in: 'query' }, example: 'Product', description: 'Empty for every type' }),
});

export const TopLevelsQuerySchema = z.object({
  categoryType: CategoryTypeSchema.optional().openapi({ param: { name: 'categoryType', in: 'query' } }),
});

export const CATEGORY_SORT_FIELDS = ['sortOrder', 'name', 'level', 'id'] as const;

export const CategoryListQuerySchema = z.object({
  ...pagingQuery(20),
  ...sortingQuery(CATEGORY_SORT_FIELDS),
  'filter.categoryType': CategoryTypeSchema.optional().openapi({
    param: { name: 'filter.categoryType', in: 'query' },
  }),
  'filter.parentId': idValue()
    .optional()
    .openapi({ param: { name: 'filter.parentId', in: 'query' }, description: 'Children of this category' }),
  'filter.isRoot': queryBoolean()
    .optional()
    .openapi({ param: { name: 'filter.isRoot', in: 'query' } }),
  'filter.name': z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .openapi({ param: { name: 'filter.name', in: 'query' }, description: 'Part of the name, any Persian keyboard' }),
  'filter.isLeaf': queryBoolean()
    .optional()
    .openapi({ param: { name: 'filter.isLeaf', in: 'query' } }),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuerySchema>;

export const CategoryListSchema = z.array(CategorySummarySchema);

export const CategoryActiveSchema = z
  .object({
    id: z.number().int(),
    /** False when the category or any of its ancestors is switched off. */
    isActive: z.boolean(),
  })
  .openapi('CategoryActive');

export const ItemsCountQuerySchema = z.object({
  categoryType: CategoryTypeSchema.optional().openapi({ param: { name: 'categoryType', in: 'query' } }),
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).min(1).max(500))
    .optional()
    .openapi({ param: { name: 'ids', in: 'query' }, example: '1,2,3', description: 'Repeated or comma-separated' }),
});

export const CategoryItemsCountSchema = z
  .object({
    categoryId: z.number().int(),
    categoryType: CategoryTypeSchema,
    /** Active supplier products in the category and every category under it. */
    productCount: z.number().int(),
    /** Distinct suppliers selling in the category and under it. */
    supplierCount: z.number().int(),
  })
  .openapi('CategoryItemsCount');
export type CategoryItemsCount = z.infer<typeof CategoryItemsCountSchema>;
export const CategoryItemsCountListSchema = z.array(CategoryItemsCountSchema);

export const PropertyUnitSchema = z
  .object({ id: z.number().int(), name: z.string(), symbol: z.string(), factor: z.number(), isBase: z.boolean() })
  .openapi('PropertyUnit');

/** A property every product of the category has, with what its filter needs. */
export const CategoryPropertySchema = z
  .object({
    id: z.number().int(),
    /** The category that defines it: this one or an ancestor. */
    categoryId: z.number().int(),
    isInherited: z.boolean(),
    code: z.string(),
    name: z.string(),
    dataType: z.enum(PROPERTY_DATA_TYPES),
    measurementQuantity: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    defaultUnit: nullableRef(PropertyUnitSchema),
    /** The quantity's units, for the unit picker; empty for a property without a quantity. */
    units: z.array(PropertyUnitSchema),
    /** Bounds in the default unit. */
    minValue: z.number().nullable(),
    maxValue: z.number().nullable(),
    options: z.array(z.string()),
    isFilterable: z.boolean(),
    isRequired: z.boolean(),
  })
  .openapi('CategoryProperty');
export type CategoryProperty = z.infer<typeof CategoryPropertySchema>;
export const CategoryPropertyListSchema = z.array(CategoryPropertySchema);
