import { nullableRef, z } from './zod';
import { CategoryTypeSchema } from './categories';
import { CategorySummarySchema } from './categories-extra';
import { PROPERTY_DATA_TYPES, STOCK_STATES } from './catalog-enums';
import { idValue, pageOf, pagingQuery, queryBoolean, sortingQuery } from './paging';
import { PropertyFilterSchema, SupplierCitySchema, type PropertyFilter } from './suppliers';
import { SEARCH_TEXT_MAX } from './limits';

/** Supplier products as the public catalogue shows them: lists, one product, comparisons. */

export const UnitRefSchema = z
  .object({ id: z.number().int(), name: z.string(), symbol: z.string() })
  .openapi('UnitRef');

export const ProductSupplierSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    isVerified: z.boolean(),
    rating: z.number(),
    city: nullableRef(SupplierCitySchema),
  })
  .openapi('ProductSupplier');

export const SupplierProductCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    baseProductId: z.number().int(),
    categoryId: z.number().int(),
    categoryType: CategoryTypeSchema,
    /** Rial per one `priceUnit`; null when the supplier quotes on request. */
    price: z.number().int().nullable(),
    priceUnit: nullableRef(UnitRefSchema),
    minOrderQuantity: z.number().nullable(),
    minOrderUnit: nullableRef(UnitRefSchema),
    stockState: z.enum(STOCK_STATES),
    /** The first picture. */
    image: z.string().nullable(),
    supplier: ProductSupplierSchema,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('SupplierProductCard');
export type SupplierProductCard = z.infer<typeof SupplierProductCardSchema>;

export const SupplierProductPageSchema = pageOf(SupplierProductCardSchema).openapi('SupplierProductPage');

/** One property of a product, typed, with a Persian rendering for the page. */
export const PropertyValueSchema = z
  .object({
    propertyId: z.number().int(),
    code: z.string(),
    name: z.string(),
    dataType: z.enum(PROPERTY_DATA_TYPES),
    numberValue: z.number().nullable(),
    /** Set when the product covers a span (cuts sheets up to 20 mm). */
    maxNumberValue: z.number().nullable(),
    unit: nullableRef(UnitRefSchema),
    textValue: z.string().nullable(),
    boolValue: z.boolean().nullable(),
    /** «۱۲ میلی‌متر», «تا ۲۰ میلی‌متر», «بله». */
    display: z.string(),
  })
  .openapi('PropertyValue');
export type PropertyValue = z.infer<typeof PropertyValueSchema>;

export const SupplierProductDetailSchema = SupplierProductCardSchema.extend({
  description: z.string().nullable(),
  images: z.array(z.string()),
  baseProduct: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** Root first, ending with the product's own category. */
  categoryPath: z.array(CategorySummarySchema),
  supplier: ProductSupplierSchema.extend({
    phone: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
  }),
  properties: z.array(PropertyValueSchema),
  /** Active offers of the same base product, this one included. */
  offerCount: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
}).openapi('SupplierProductDetail');
export type SupplierProductDetail = z.infer<typeof SupplierProductDetailSchema>;

export const CATALOG_SORT_FIELDS = ['relevance', 'newest', 'price'] as const;
export type CatalogSortField = (typeof CATALOG_SORT_FIELDS)[number];

const id = (name: string, description?: string) =>
  idValue().optional().openapi({ param: { name, in: 'query' }, description });
const rial = (name: string) =>
  z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().openapi({ param: { name, in: 'query' } });

export const CatalogQuerySchema = z
  .object({
    ...pagingQuery(5),
    ...sortingQuery(CATALOG_SORT_FIELDS),
    'filter.text': z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({
      param: { name: 'filter.text', in: 'query' },
      description: 'Words of the name, in any Persian or Arabic keyboard; typos tolerated',
    }),
    'filter.categoryId': id('filter.categoryId', 'The category and everything under it'),
    'filter.categoryType': CategoryTypeSchema.optional().openapi({ param: { name: 'filter.categoryType', in: 'query' } }),
    'filter.supplierId': id('filter.supplierId'),
    'filter.baseProductId': id('filter.baseProductId'),
    'filter.cityId': id('filter.cityId', "The supplier's city or one it sells to"),
    'filter.stateId': id('filter.stateId', 'As the city filter, for any city of the province'),
    'filter.minPrice': rial('filter.minPrice'),
    'filter.maxPrice': rial('filter.maxPrice'),
    'filter.inStock': queryBoolean().optional().openapi({ param: { name: 'filter.inStock', in: 'query' } }),
    'filter.isVerified': queryBoolean().optional().openapi({ param: { name: 'filter.isVerified', in: 'query' } }),
  })
  .refine((q) => q['filter.minPrice'] === undefined || q['filter.maxPrice'] === undefined || q['filter.minPrice'] <= q['filter.maxPrice'], {
    message: 'کمینه قیمت نباید از بیشینه بزرگ‌تر باشد',
    path: ['filter.maxPrice'],
  });
export type CatalogQuery = z.infer<typeof CatalogQuerySchema>;

/**
 * Property conditions travel in the query as indexed dotted keys, after the seed's "category
 * property selection entry": `filter.properties[0].propertyId=12&filter.properties[0].value=10&
 * filter.properties[0].maxValue=14&filter.properties[0].measurementUnitId=3`; option values repeat
 * `…options=A3&…options=A4`; a yes/no is `…boolValue=true`.
 */
const PROPERTY_KEY = /^filter\.properties\[(\d{1,2})\]\.(propertyId|value|maxValue|measurementUnitId|options|boolValue)$/;

/** Built once: a zod schema takes longer to build than to check a catalogue query's filters. */
const PropertyFiltersSchema = z.array(PropertyFilterSchema).max(30);

export function readPropertyFilters(
  queries: Record<string, string[]>,
): { success: true; data: PropertyFilter[] } | { success: false; error: z.ZodError } {
  const entries = new Map<number, Record<string, unknown>>();
  for (const [key, values] of Object.entries(queries)) {
    const match = PROPERTY_KEY.exec(key);
    if (!match) continue;
    const entry = entries.get(Number(match[1])) ?? {};
    const field = match[2];
    const number = (v: string) => (v.trim() === '' ? NaN : Number(v));
    entry[field] =
      field === 'options' ? values : field === 'boolValue' ? (values[0] === 'true' ? true : values[0] === 'false' ? false : values[0]) : number(values[0]);
    entries.set(Number(match[1]), entry);
  }
  const list = [...entries].sort((a, b) => a[0] - b[0]).map(([, entry]) => entry);
  const result = PropertyFiltersSchema.safeParse(list);
  return result.success ? { success: true, data: result.data } : { success: false, error: result.error };
}

export const ByProductQuerySchema = z.object({
  baseProductId: idValue().openapi({ param: { name: 'baseProductId', in: 'query', required: true }, example: 1 }),
  ...pagingQuery(10),
  ...sortingQuery(['price', 'newest', 'minOrder'] as const),
  'filter.cityId': id('filter.cityId', "The supplier's city or one it sells to"),
});
export type ByProductQuery = z.infer<typeof ByProductQuerySchema>;

export const BaseProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    categoryId: z.number().int(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    properties: z.array(PropertyValueSchema),
  })
  .openapi('BaseProduct');

/** Every supplier's offer of one base product, with the spread of their prices. */
export const BaseProductOffersSchema = pageOf(SupplierProductCardSchema)
  .extend({
    baseProduct: BaseProductSchema,
    minPrice: z.number().int().nullable(),
    maxPrice: z.number().int().nullable(),
  })
  .openapi('BaseProductOffers');
export type BaseProductOffers = z.infer<typeof BaseProductOffersSchema>;

export const RelatedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8).openapi({ param: { name: 'limit', in: 'query' }, example: 8 }),
});

export const SupplierProductListSchema = z.array(SupplierProductCardSchema);
