import { z } from './zod';
import { CATEGORY_TYPES } from './enums';

export const CategoryTypeSchema = z.enum(CATEGORY_TYPES).openapi('CategoryType');

/** The seed's "category menu entry"; subcategories nest the same shape. */
export type CategoryMenuEntry = {
  id: number;
  categoryType: (typeof CATEGORY_TYPES)[number];
  name: string;
  slug: string;
  subcategories: CategoryMenuEntry[];
  isRoot: boolean;
  isLeaf: boolean;
  level: number;
  readcategoryId: number;
};

export const CategoryMenuEntrySchema: z.ZodType<CategoryMenuEntry> = z
  .object({
    id: z.number().int(),
    categoryType: CategoryTypeSchema,
    name: z.string(),
    slug: z.string(),
    get subcategories(): z.ZodArray<z.ZodType<CategoryMenuEntry>> {
      return z.array(CategoryMenuEntrySchema);
    },
    isRoot: z.boolean(),
    isLeaf: z.boolean(),
    level: z.number().int(),
    readcategoryId: z.number().int(),
  })
  .openapi('CategoryMenuEntry');

/** `categoryTypes` may be repeated or comma-separated; at least one, each a known type. */
export const SiteMenuQuerySchema = z.object({
  categoryTypes: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean))
    .pipe(z.array(CategoryTypeSchema).min(1))
    .openapi({
      param: { name: 'categoryTypes', in: 'query' },
      example: 'Product',
      description: 'One or more of the four category types',
    }),
});

export const SiteMenuSchema = z.array(CategoryMenuEntrySchema);
