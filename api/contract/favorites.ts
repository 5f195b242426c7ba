import { nullableRef, z } from './zod';
import { PageKindSchema } from './page-visits';
import { idValue, listQueryValue, pageOf, pagingQuery } from './paging';

/** Favourites: objects a signed-in user keeps, shown with what they are now. */

/** The kinds a favourite may be of (a category is browsed, not kept). */
export const FAVORITE_KINDS = ['supplier_product', 'supplier', 'base_product', 'page'] as const;
export const FavoriteKindSchema = z.enum(FAVORITE_KINDS).openapi('FavoriteKind');

export const FavoriteInputSchema = z
  .object({
    pageKind: FavoriteKindSchema,
    objectId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  })
  .openapi('FavoriteInput');

export const FavoriteSchema = z
  .object({
    id: z.number().int(),
    pageKind: PageKindSchema,
    objectId: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The object's current name and slug; null when it no longer exists or is hidden. */
    title: z.string().nullable(),
    slug: z.string().nullable(),
    image: z.string().nullable(),
    /** A supplier product's price now, in Rial per `priceUnit`. */
    price: z.number().int().nullable(),
    priceUnit: z.string().nullable(),
  })
  .openapi('Favorite');
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoritePageSchema = pageOf(FavoriteSchema).openapi('FavoritePage');

export const FavoriteListQuerySchema = z.object({ ...pagingQuery(20) });

export const FavoriteByTypeQuerySchema = z.object({
  ...pagingQuery(20),
  // One or more kinds: the profile's "products" tab shows supplier products and base products.
  pageKind: listQueryValue(FavoriteKindSchema).openapi({
    param: { name: 'pageKind', in: 'query', required: true },
    example: 'supplier_product,base_product',
    description: 'One or more kinds, repeated or comma-separated',
  }),
});

export const FavoriteByObjectQuerySchema = z.object({
  pageKind: FavoriteKindSchema.openapi({ param: { name: 'pageKind', in: 'query', required: true } }),
  objectId: idValue().openapi({ param: { name: 'objectId', in: 'query', required: true } }),
});

/** The caller's favourite of one object, or null: what a heart button shows. */
export const FavoriteOfObjectSchema = nullableRef(FavoriteSchema);

/** The most hearts one page asks about at once (a listing's cards). */
export const FAVORITE_KEYS_MAX = 100;
/** `kind:id`, as a heart names its object (`supplier_product:12`). */
export const FAVORITE_KEY = new RegExp(`^(${FAVORITE_KINDS.join('|')}):([1-9]\\d{0,14})$`);

export const FavoritesOfObjectsQuerySchema = z.object({
  keys: listQueryValue(z.string().regex(FAVORITE_KEY))
    .pipe(z.array(z.string()).max(FAVORITE_KEYS_MAX))
    .openapi({
      param: { name: 'keys', in: 'query', required: true },
      example: 'supplier_product:12,supplier:3',
      description: 'The objects a page shows hearts for, as kind:id, repeated or comma-separated',
    }),
});

/** Which of the asked objects the caller keeps, with each favourite's id (to remove it). */
export const FavoriteKeysSchema = z
  .array(z.object({ id: z.number().int(), pageKind: FavoriteKindSchema, objectId: z.number().int() }))
  .openapi('FavoriteKeys');
export type FavoriteKey = z.infer<typeof FavoriteKeysSchema>[number];

/**
 * The heart as a plain HTML form, before any script (ADR 9): the browser posts it and is sent back
 * to the page (303), or to the login page first.
 */
export const FavoriteFormSchema = z
  .object({
    pageKind: FavoriteKindSchema,
    objectId: idValue(),
    intent: z.enum(['add', 'remove']),
    /** The page to go back to; only a path of this site is honoured. */
    back: z.string().max(2048),
  })
  .openapi('FavoriteForm');

/** After a login the heart's page is opened with this hash, and the page keeps the object. */
export const FAVORITE_AFTER_LOGIN_HASH = '#favorite=';

