import { z } from './zod';
import { PageKindSchema } from './page-visits';
import { FavoriteKindSchema } from './favorites';
import { idValue, listQueryValue, pageOf, pagingQuery, sortingQuery } from './paging';
import { SEARCH_TEXT_MAX } from './limits';

/** Notes: a user's private notes on catalogue objects, shown with what the object is now. */

export const NOTE_MAX_LENGTH = 4_000;

export const NoteInputSchema = z
  .object({
    pageKind: FavoriteKindSchema,
    objectId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    /** Plain text or simple rich text; cleaned by the allow-list sanitiser. */
    body: z.string().trim().min(1).max(NOTE_MAX_LENGTH),
  })
  .openapi('NoteInput');

export const NoteUpdateSchema = NoteInputSchema.pick({ body: true }).openapi('NoteUpdate');

export const NoteSchema = z
  .object({
    id: z.number().int(),
    pageKind: PageKindSchema,
    objectId: z.number().int(),
    body: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    /** The object's current name and slug; null when it no longer exists or is hidden. */
    title: z.string().nullable(),
    slug: z.string().nullable(),
    image: z.string().nullable(),
    price: z.number().int().nullable(),
    priceUnit: z.string().nullable(),
  })
  .openapi('Note');
export type Note = z.infer<typeof NoteSchema>;

export const NotePageSchema = pageOf(NoteSchema).openapi('NotePage');

export const NOTE_SORT_FIELDS = ['updated', 'created'] as const;

export const NotesByUserQuerySchema = z.object({
  ...pagingQuery(20),
  ...sortingQuery(NOTE_SORT_FIELDS),
  'filter.pageKind': listQueryValue(FavoriteKindSchema)
    .optional()
    .openapi({ param: { name: 'filter.pageKind', in: 'query' }, example: 'supplier_product,base_product' }),
  'filter.text': z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'filter.text', in: 'query' } }),
});

export const NotesByObjectQuerySchema = z.object({
  pageKind: FavoriteKindSchema.openapi({ param: { name: 'pageKind', in: 'query', required: true } }),
  objectId: idValue().openapi({ param: { name: 'objectId', in: 'query', required: true } }),
});
