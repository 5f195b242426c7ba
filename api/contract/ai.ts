import { z } from './zod';
import { CategoryTypeSchema } from './categories';
import { SupplierProductCardSchema } from './catalog';

/** The sourcing assistant (issue 17): a need in free Persian, understood. */

export const NEED_TEXT_MAX = 500;

export const UnderstandInputSchema = z
  .object({ text: z.string().trim().min(2).max(NEED_TEXT_MAX) })
  .strict()
  .openapi('NeedInput');

const ref = z.object({ id: z.number().int(), name: z.string() });

export const UnderstoodNeedSchema = z
  .object({
    text: z.string(),
    /** The leaf categories the need is about, best first. */
    categories: z.array(ref.extend({ categoryType: CategoryTypeSchema, parentName: z.string().nullable(), score: z.number() })),
    quantity: z.number().nullable(),
    unit: ref.extend({ code: z.string() }).nullable(),
    city: ref.nullable(),
    province: ref.nullable(),
    /** The wanted day (Tehran) and how it was said: `end_of_month`, `next_week`, `in_days:3`, `jalali:1405/09/15`… */
    date: z.object({ kind: z.string(), day: z.string().openapi({ format: 'date' }) }).nullable(),
    /** Property values of the best category, by property code, with the property's Persian name. */
    properties: z.array(z.object({ code: z.string(), name: z.string(), value: z.union([z.string(), z.number()]) })),
    /** The words that name what is wanted. */
    words: z.array(z.string()),
    /** Offers that match: sold in the city first, verified suppliers first. */
    products: z.array(SupplierProductCardSchema),
    /** Their suppliers, each once, in the same order, with the price range of their matching offers. */
    suppliers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        isVerified: z.boolean(),
        city: z.string().nullable(),
        offerCount: z.number().int(),
        minPrice: z.number().int().nullable(),
        maxPrice: z.number().int().nullable(),
      }),
    ),
  })
  .openapi('UnderstoodNeed');
export type UnderstoodNeed = z.infer<typeof UnderstoodNeedSchema>;
