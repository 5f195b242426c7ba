import { z } from './zod';
import { CategoryTypeSchema } from './categories';
import { DELEGATION_SCOPES } from './catalog-enums';
import { CitySchema } from './geography';
import { idValue, pagingQuery, queryBoolean, sortingQuery } from './paging';
import { SEARCH_TEXT_MAX } from './limits';

/** Merchants, their delegations from suppliers, name validation and sale settings. */

export const MerchantSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    isConfirmed: z.boolean(),
    /** Delegations in force today. */
    delegationCount: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('MerchantSummary');
export type MerchantSummary = z.infer<typeof MerchantSummarySchema>;

export const MERCHANT_SORT_FIELDS = ['name', 'newest', 'delegations'] as const;

const textFilter = () =>
  z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX)
    .optional()
    .openapi({ param: { name: 'filter.text', in: 'query' }, description: 'Part of the name, any Persian keyboard' });

export const MerchantListQuerySchema = z.object({
  ...pagingQuery(10),
  ...sortingQuery(MERCHANT_SORT_FIELDS),
  'filter.text': textFilter(),
  'filter.cityId': idValue().optional().openapi({ param: { name: 'filter.cityId', in: 'query' } }),
  'filter.isConfirmed': queryBoolean()
    .optional()
    .openapi({ param: { name: 'filter.isConfirmed', in: 'query' }, description: 'Admins only; others see confirmed merchants' }),
});
export type MerchantListQuery = z.infer<typeof MerchantListQuerySchema>;

export const NameCheckQuerySchema = z.object({
  name: z.string().max(500).openapi({ param: { name: 'name', in: 'query' }, example: 'بازرگانی پارس' }),
  merchantId: idValue()
    .optional()
    .openapi({ param: { name: 'merchantId', in: 'query' }, description: 'The merchant being renamed: its own name is not "taken"' }),
});

export const NAME_CHECK_CODES = [
  'ok',
  'too_short',
  'too_long',
  'invalid_characters',
  'no_letter',
  'reserved',
  'taken',
] as const;

export const NameCheckSchema = z
  .object({
    isValid: z.boolean(),
    /** Persian, shown under the field; null when the name is valid. */
    reason: z.string().nullable(),
    code: z.enum(NAME_CHECK_CODES),
  })
  .openapi('MerchantNameCheck');
export type NameCheck = z.infer<typeof NameCheckSchema>;

export const MerchantDelegationSchema = z
  .object({
    id: z.number().int(),
    supplier: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      isVerified: z.boolean(),
    }),
    merchant: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    scope: z.enum(DELEGATION_SCOPES),
    /** Null: every category the supplier sells in. */
    category: z.object({ id: z.number().int(), name: z.string(), categoryType: CategoryTypeSchema }).nullable(),
    validFrom: z.iso.date(),
    validTo: z.iso.date().nullable(),
    /** Switched on and today lies within its dates. */
    isCurrent: z.boolean(),
  })
  .openapi('MerchantDelegation');
export type MerchantDelegation = z.infer<typeof MerchantDelegationSchema>;

export const DelegationListQuerySchema = z.object({
  ...pagingQuery(10),
  'filter.supplierId': idValue().optional().openapi({ param: { name: 'filter.supplierId', in: 'query' } }),
  'filter.merchantId': idValue().optional().openapi({ param: { name: 'filter.merchantId', in: 'query' } }),
  'filter.scope': z
    .enum(DELEGATION_SCOPES)
    .optional()
    .openapi({ param: { name: 'filter.scope', in: 'query' } }),
  'filter.isCurrent': queryBoolean()
    .optional()
    .openapi({ param: { name: 'filter.isCurrent', in: 'query' }, description: 'Only those in force today' }),
});
export type DelegationListQuery = z.infer<typeof DelegationListQuerySchema>;

/** How a merchant delivers; closed so the site can show a label and an icon for each. */
export const DELIVERY_METHODS = ['pickup', 'courier', 'freight', 'post'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const SaleSettingQuerySchema = z.object({
  merchantId: idValue().openapi({ param: { name: 'merchantId', in: 'query' }, example: 1 }),
});

export const MerchantSaleSettingSchema = z
  .object({
    merchantId: z.number().int(),
    /** False when the merchant has not set anything yet; the rest are then the defaults. */
    isConfigured: z.boolean(),
    /** Smallest order it accepts, in Rial; null for no minimum. */
    minOrderAmount: z.number().int().nullable(),
    deliveryMethods: z.array(z.enum(DELIVERY_METHODS)),
    deliveryNote: z.string().nullable(),
    /** The merchant's own city first, then the other cities it sells to. */
    saleCities: z.array(CitySchema.extend({ isHomeCity: z.boolean() })),
  })
  .openapi('MerchantSaleSetting');
export type MerchantSaleSetting = z.infer<typeof MerchantSaleSettingSchema>;

/** Why an admin refuses a merchant: the merchant reads it, so a word at least and a few lines at most. */
export const MERCHANT_REFUSAL_REASON_MIN = 3;
export const MERCHANT_REFUSAL_REASON_MAX = 300;
export const MerchantRefusalSchema = z
  .object({ reason: z.string().trim().min(MERCHANT_REFUSAL_REASON_MIN).max(MERCHANT_REFUSAL_REASON_MAX) })
  .strict()
  .openapi('MerchantRefusal');
