import { z } from './zod';
import { CategoryTypeSchema } from './categories';
import { SEARCH_TEXT_MAX } from './limits';

/** The search box's suggestions while the user types. */

export const SuggestionsQuerySchema = z.object({
  key: z.string().trim().min(1).max(SEARCH_TEXT_MAX).openapi({
    param: { name: 'key', in: 'query', required: true },
    example: 'میلگرد',
    description: 'What the user typed so far; any Persian or Arabic keyboard, typos tolerated',
  }),
  categoryType: CategoryTypeSchema.optional().openapi({ param: { name: 'categoryType', in: 'query' } }),
  limit: z.coerce.number().int().min(1).max(10).default(5).openapi({
    param: { name: 'limit', in: 'query' },
    description: 'Suggestions per group',
  }),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuerySchema>;

export const CategorySuggestionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    categoryType: CategoryTypeSchema,
    isLeaf: z.boolean(),
    parentName: z.string().nullable(),
  })
  .openapi('CategorySuggestion');

/** A base product: the thing several suppliers offer, with how many do and the lowest price. */
export const ProductSuggestionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    categoryType: CategoryTypeSchema,
    image: z.string().nullable(),
    offerCount: z.number().int(),
    minPrice: z.number().int().nullable(),
  })
  .openapi('ProductSuggestion');

export const SupplierSuggestionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    isVerified: z.boolean(),
    cityName: z.string().nullable(),
  })
  .openapi('SupplierSuggestion');

export const SuggestionsSchema = z
  .object({
    key: z.string(),
    /** The key with misspelt words corrected, when any were («سیران» → «سیمان»); results cover both. */
    correctedKey: z.string().nullable(),
    categories: z.array(CategorySuggestionSchema),
    products: z.array(ProductSuggestionSchema),
    suppliers: z.array(SupplierSuggestionSchema),
  })
  .openapi('Suggestions');
export type Suggestions = z.infer<typeof SuggestionsSchema>;
