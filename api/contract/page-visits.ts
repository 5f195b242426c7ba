import { z } from './zod';
import { PAGE_KINDS } from './catalog-enums';
import { listQueryValue, pagingQuery } from './paging';

/** Visit counting of public pages and the caller's "last visits". */

export const PageKindSchema = z.enum(PAGE_KINDS).openapi('PageKind');

export const VisitCountBodySchema = z
  .object({
    pageKind: PageKindSchema,
    objectId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  })
  .openapi('VisitCountBody');

export const VisitCountSchema = z
  .object({
    pageKind: PageKindSchema,
    objectId: z.number().int(),
    visitCount: z.number().int(),
    /** False when this visitor was already counted for this object within the window. */
    counted: z.boolean(),
  })
  .openapi('VisitCount');
export type VisitCount = z.infer<typeof VisitCountSchema>;

export const LastVisitsQuerySchema = z.object({
  ...pagingQuery(10),
  // One or more kinds, repeated or comma-separated: a profile tab such as "products" shows two.
  'filter.pageKind': listQueryValue(PageKindSchema)
    .optional()
    .openapi({ param: { name: 'filter.pageKind', in: 'query' }, example: 'supplier_product,base_product', description: 'One or more page kinds; every kind when left out' }),
});
export type LastVisitsQuery = z.infer<typeof LastVisitsQuerySchema>;

export const LastVisitSchema = z
  .object({
    pageKind: PageKindSchema,
    objectId: z.number().int(),
    visitedAt: z.iso.datetime({ offset: true }),
    /** The object's current name and slug; null when it no longer exists or is hidden. */
    title: z.string().nullable(),
    slug: z.string().nullable(),
    image: z.string().nullable(),
    /** A supplier product's price now, in Rial per `priceUnit`; null for other kinds or "ask the supplier". */
    price: z.number().int().nullable(),
    priceUnit: z.string().nullable(),
  })
  .openapi('LastVisit');
export type LastVisit = z.infer<typeof LastVisitSchema>;

