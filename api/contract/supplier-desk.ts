import { nullableRef, z } from './zod';
import { CategoryTypeSchema } from './categories';
import { STOCK_STATES } from './catalog-enums';
import { idValue, nullableId, pageOf, pagingQuery, queryBoolean, sortingQuery } from './paging';
import { SupplierCitySchema } from './suppliers';
import { optionalText } from './users';
import { optionalShownName, shownName } from './shown-name';
import { formatNumber, toPersianDigits } from '../../lib/persian/digits';

/** The supplier desk: what an owner reads and writes about the storefronts it owns. */

export const SUPPLIER_PRODUCT_MAX_PICTURES = 8;
export const SUPPLIER_PICTURE_MAX_BYTES = 8 * 1024 * 1024;
/** Rial; a price above it is a typing mistake (a thousand billion toman): a list price's and a counter-offer's. */
export const PRICE_MAX_RIAL = 10_000_000_000_000;
/** Said in Toman, as the price fields take it (zod's own message would name the Rial). */
export const PRICE_MAX_MESSAGE = `قیمت نباید بیشتر از ${toPersianDigits(formatNumber(PRICE_MAX_RIAL / 10))} تومان باشد`;
/** The largest quantity a minimum order or a direct order may name, in its unit. */
export const QUANTITY_MAX = 1_000_000_000;
export const QUANTITY_MAX_MESSAGE = `مقدار نباید بیشتر از ${toPersianDigits(formatNumber(QUANTITY_MAX))} باشد`;
export const DESCRIPTION_MAX_LENGTH = 20_000;

const picturePathSchema = z.string().max(200).openapi({ example: '/api/v1/pictures/3f2a…/1280.webp' });

export const DeskSupplierParamsSchema = z.object({
  supplierId: idValue().openapi({ param: { name: 'supplierId', in: 'path' }, example: 1 }),
});
export const DeskProductParamsSchema = DeskSupplierParamsSchema.extend({
  productId: idValue().openapi({ param: { name: 'productId', in: 'path' }, example: 12 }),
});

export const OwnedSupplierSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    cover: z.string().nullable(),
    isVerified: z.boolean(),
    isActive: z.boolean(),
    /** Shown in supplier lists and search: a storefront opened by its user is, from its first published product or the badge. */
    isListed: z.boolean(),
    categoryTypes: z.array(CategoryTypeSchema),
    city: nullableRef(SupplierCitySchema),
    productCount: z.number().int(),
    publishedCount: z.number().int(),
    /** Direct orders waiting for the supplier's answer (published, not yet accepted, rejected or countered). */
    waitingOrderCount: z.number().int(),
    /** Its threads with a buyer's message the owner has not read. */
    unreadThreadCount: z.number().int(),
  })
  .openapi('OwnedSupplier');
export type OwnedSupplier = z.infer<typeof OwnedSupplierSchema>;

export const StorefrontSchema = OwnedSupplierSchema.extend({
  /** Sanitised HTML. */
  description: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  cityId: z.number().int().nullable(),
  /** The cities it sells in beyond its own, by name. */
  saleCities: z.array(SupplierCitySchema),
}).openapi('Storefront');
export type Storefront = z.infer<typeof StorefrontSchema>;

/** «www.example.ir» as people write a website: refused for want of «https://», which is what it means. */
function websiteWithScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim();
  return typed && !/^[a-z][a-z\d+.-]*:/i.test(typed) ? `https://${typed.replace(/^\/+/, '')}` : typed;
}

export const StorefrontInputSchema = z
  .object({
    name: shownName(2, 120).openapi({ example: 'فولاد کاوه جنوب' }),
    description: optionalText(DESCRIPTION_MAX_LENGTH),
    // What a tel: link can dial: digits (Persian or Latin), spaces, dashes, parentheses, a leading +.
    phone: optionalText(30).refine((v) => v === null || (/^\+?[\d۰-۹٠-٩\s()-]+$/.test(v) && (v.match(/[\d۰-۹٠-٩]/g)?.length ?? 0) >= 5), {
      message: 'شمارهٔ تلفن را با رقم بنویسید؛ مثلاً ۰۲۱-۸۸۸۸۰۰۰۰',
    }),
    website: z
      .preprocess(
        websiteWithScheme,
        z
          .string()
          .max(200)
          .refine((v) => v === '' || z.url({ protocol: /^https?$/ }).safeParse(v).success, { message: 'نشانی وب‌سایت را درست بنویسید؛ مثلاً www.example.ir' })
          .nullish(),
      )
      .transform((v) => v || null),
    address: optionalText(300),
    cityId: nullableId(),
    saleCityIds: z.array(z.number().int().positive()).max(500).default([]),
    logo: picturePathSchema.nullish().transform((v) => v || null),
    cover: picturePathSchema.nullish().transform((v) => v || null),
  })
  .openapi('StorefrontInput');
export type StorefrontInput = z.infer<typeof StorefrontInputSchema>;

/** A storefront of one's own: what it takes to open it; the rest is the storefront's form. */
export const NewStorefrontInputSchema = z
  .object({
    // The storefront's title and its address (slug).
    name: shownName(2, 120).openapi({ example: 'فولاد کاوه جنوب' }),
    categoryTypes: z.array(CategoryTypeSchema).min(1, 'دست‌کم یکی را انتخاب کنید').max(4),
    cityId: z.number().int().positive(),
  })
  .strict()
  .openapi('NewStorefrontInput');
export type NewStorefrontInput = z.infer<typeof NewStorefrontInputSchema>;

/** One property value as the form sends it: a number (with its unit, or a span), a text or a yes/no. */
export const PropertyInputSchema = z
  .object({
    propertyId: z.number().int().positive(),
    number: z.number().finite().nullish(),
    maxNumber: z.number().finite().nullish(),
    unitId: z.number().int().positive().nullish(),
    text: z.string().trim().max(200).nullish(),
    bool: z.boolean().nullish(),
  })
  .openapi('PropertyInput');
export type PropertyInput = z.infer<typeof PropertyInputSchema>;

export const SupplierProductInputSchema = z
  .object({
    /** An existing base product of the category; or none, and `baseProductName` names a new one. */
    baseProductId: nullableId(),
    baseProductName: optionalShownName(150),
    categoryId: z.number().int().positive(),
    /** The offer's own title; the base product's name when empty. */
    name: optionalShownName(150),
    /** Rial per one `priceUnitId`; null: «استعلام از تأمین‌کننده». */
    price: z
      .number()
      .int()
      .min(0)
      .max(PRICE_MAX_RIAL, PRICE_MAX_MESSAGE)
      .nullish()
      .transform((v) => v ?? null),
    priceUnitId: nullableId(),
    minOrderQuantity: z
      .number()
      .positive()
      .max(QUANTITY_MAX, QUANTITY_MAX_MESSAGE)
      .nullish()
      .transform((v) => v ?? null),
    minOrderUnitId: nullableId(),
    stockState: z.enum(STOCK_STATES).default('in_stock'),
    /** Rich text; kept only after the allow-list sanitiser. */
    description: optionalText(DESCRIPTION_MAX_LENGTH),
    images: z.array(picturePathSchema).max(SUPPLIER_PRODUCT_MAX_PICTURES).default([]),
    isActive: z.boolean().default(true),
    properties: z.array(PropertyInputSchema).max(60).default([]),
  })
  .openapi('SupplierProductInput');
export type SupplierProductInput = z.input<typeof SupplierProductInputSchema>;
export type SupplierProductInputParsed = z.output<typeof SupplierProductInputSchema>;

export const DeskProductRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    price: z.number().int().nullable(),
    /** What the price is per: «۲۸٬۵۰۰ تومان» per kilogram beside «۳٬۷۳۰٬۰۰۰ تومان» per tonne read as the cheaper. */
    priceUnitName: z.string().nullable(),
    stockState: z.enum(STOCK_STATES),
    isActive: z.boolean(),
    image: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .openapi('DeskProductRow');
export type DeskProductRow = z.infer<typeof DeskProductRowSchema>;

export const DeskProductPageSchema = pageOf(DeskProductRowSchema).openapi('DeskProductPage');

export const DESK_PRODUCT_SORT_FIELDS = ['updated', 'name', 'price'] as const;

/** A view of the desk's product list, as the screen asks for it and the service reads it. */
export type DeskProductListParams = {
  key?: string;
  published?: boolean;
  pageNumber: number;
  pageSize: number;
  sort: (typeof DESK_PRODUCT_SORT_FIELDS)[number];
  direction?: 'asc' | 'desc';
};

export const DeskProductQuerySchema = z.object({
  key: z.string().trim().max(100).optional().openapi({ param: { name: 'key', in: 'query' } }),
  published: queryBoolean().optional().openapi({ param: { name: 'published', in: 'query' } }),
  ...pagingQuery(20),
  ...sortingQuery(DESK_PRODUCT_SORT_FIELDS),
});

/** One property's value as the form edits it: a product's own, or its base product's to start from. */
export const DeskPropertyValueSchema = z
  .object({
    propertyId: z.number().int(),
    number: z.number().nullable(),
    maxNumber: z.number().nullable(),
    unitId: z.number().int().nullable(),
    text: z.string().nullable(),
    bool: z.boolean().nullable(),
  })
  .openapi('DeskPropertyValue');
export type DeskPropertyValue = z.infer<typeof DeskPropertyValueSchema>;

/** A product as its form edits it. */
export const DeskProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    baseProduct: z.object({ id: z.number().int(), name: z.string() }),
    categoryId: z.number().int(),
    name: z.string(),
    price: z.number().int().nullable(),
    priceUnitId: z.number().int().nullable(),
    minOrderQuantity: z.number().nullable(),
    minOrderUnitId: z.number().int().nullable(),
    stockState: z.enum(STOCK_STATES),
    description: z.string().nullable(),
    images: z.array(z.string()),
    isActive: z.boolean(),
    properties: z.array(DeskPropertyValueSchema),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .openapi('DeskProduct');
export type DeskProduct = z.infer<typeof DeskProductSchema>;

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const BulkProductsInputSchema = z
  .object({
    action: z.enum(BULK_ACTIONS),
    ids: z.array(z.number().int().positive()).min(1).max(200),
  })
  .openapi('BulkProductsInput');
export const BulkProductsResultSchema = z.object({ affected: z.number().int() }).openapi('BulkProductsResult');

export const SupplierPictureUploadSchema = z
  .object({ file: z.any().openapi({ type: 'string', format: 'binary' }) })
  .openapi('SupplierPictureUpload');
export const SupplierPictureSchema = z
  .object({
    path: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi('SupplierPicture');

export const DeskBaseProductQuerySchema = z.object({
  categoryId: idValue().openapi({ param: { name: 'categoryId', in: 'query' } }),
  key: z.string().trim().max(100).default('').openapi({ param: { name: 'key', in: 'query' } }),
});
export const DeskBaseProductParamsSchema = DeskSupplierParamsSchema.extend({
  baseProductId: idValue().openapi({ param: { name: 'baseProductId', in: 'path' }, example: 7 }),
});
export const DeskBaseProductSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi('DeskBaseProduct');

/** A leaf category the supplier may list a product in, with its path for the picker. */
export const DeskCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), path: z.string(), categoryType: CategoryTypeSchema })
  .openapi('DeskCategory');
