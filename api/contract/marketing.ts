import { z } from './zod';
import { AD_PLACEMENTS } from './catalog-enums';
import { CategoryTypeSchema } from './categories';
import { idValue } from './paging';

/** Advertisements on the home page, `/display`, category pages and search. */

export const AdPlacementSchema = z.enum(AD_PLACEMENTS).openapi('AdPlacement');

export const AdvertisementsQuerySchema = z.object({
  placement: AdPlacementSchema.optional().openapi({ param: { name: 'placement', in: 'query' } }),
  categoryId: idValue()
    .optional()
    .openapi({ param: { name: 'categoryId', in: 'query' }, description: 'For category pages: its ads and general ones' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(12)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 12 }),
});
export type AdvertisementsQuery = z.infer<typeof AdvertisementsQuerySchema>;

export const AdSupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  isVerified: z.boolean(),
  rating: z.number(),
  cityName: z.string().nullable(),
});

export const AdProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categoryType: CategoryTypeSchema,
  /** Rial per `priceUnitName`; null means "ask the supplier". */
  price: z.number().int().nullable(),
  priceUnitName: z.string().nullable(),
  image: z.string().nullable(),
});

export const AdvertisementSchema = z
  .object({
    id: z.number().int(),
    placement: AdPlacementSchema,
    title: z.string(),
    subtitle: z.string().nullable(),
    image: z.string().nullable(),
    priority: z.number().int(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    categoryId: z.number().int().nullable(),
    /** What a click opens: the product when there is one, else the supplier. */
    targetKind: z.enum(['supplier_product', 'supplier']),
    product: AdProductSchema.nullable(),
    supplier: AdSupplierSchema,
  })
  .openapi('Advertisement');
export type Advertisement = z.infer<typeof AdvertisementSchema>;
export const AdvertisementListSchema = z.array(AdvertisementSchema);
