import { z } from './zod';
import { idValue, listQueryValue, pageOf, pagingQuery, sortingQuery } from './paging';
import { PRICE_MAX_MESSAGE, PRICE_MAX_RIAL, QUANTITY_MAX, QUANTITY_MAX_MESSAGE } from './supplier-desk';
import { SEARCH_TEXT_MAX } from './limits';

/**
 * Direct orders (trade requests): a buyer asks one supplier for a quantity of a product; the
 * states and transitions are PRODUCT.md's ("Direct orders"), applied by one service.
 */

export const TRADE_STATES = ['draft', 'awaiting_confirmation', 'published', 'countered', 'accepted', 'rejected', 'completed', 'cancelled'] as const;
export const TradeRequestStateSchema = z.enum(TRADE_STATES).openapi('TradeRequestState');
export type TradeRequestState = z.infer<typeof TradeRequestStateSchema>;

export const TRADE_ACTIONS = [
  'create',
  'request_confirmation',
  'confirm_and_publish',
  'accept',
  'reject',
  'counter',
  'accept_counter',
  'decline_counter',
  'complete',
  'cancel',
] as const;
export const TradeActionSchema = z.enum(TRADE_ACTIONS).openapi('TradeAction');
export type TradeAction = z.infer<typeof TradeActionSchema>;

/** Each transition's path under `/traderequests/{id}/` (the seed's two, and ours). */
export const TRADE_ACTION_PATHS = {
  request_confirmation: 'request-confirmation',
  confirm_and_publish: 'confirm-and-publish',
  accept: 'accept',
  reject: 'reject',
  counter: 'counter',
  accept_counter: 'accept-counter',
  decline_counter: 'decline-counter',
  complete: 'complete',
  cancel: 'cancel',
} as const satisfies Record<Exclude<TradeAction, 'create'>, string>;

export const TradeSideSchema = z.enum(['buyer', 'supplier']).openapi('TradeSide');
export type TradeSide = z.infer<typeof TradeSideSchema>;

export const TRADE_DESCRIPTION_MAX = 4_000;
export const TRADE_NOTE_MAX = 1_000;
export const TRADE_MAX_FILES = 10;
export const TRADE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const TRADE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const TRADE_QUANTITY_MIN = 0.001;
/** The least length of a free order's title, in the letters kept (markup is not kept). */
export const TRADE_TITLE_MIN = 2;

const id = () => z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const isoTime = () => z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD` (Gregorian; the site shows it in the Jalali calendar). */
const day = () => z.iso.date();
const rial = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const TradeFileSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.enum(TRADE_FILE_TYPES),
    size: z.number().int(),
    documentType: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Served only to the order's buyer and its supplier's users. */
    url: z.string(),
  })
  .openapi('TradeFile');
export type TradeFile = z.infer<typeof TradeFileSchema>;

export const TradeRequestSchema = z
  .object({
    id: z.number().int(),
    state: TradeRequestStateSchema,
    /** The caller's side in this order. */
    mySide: TradeSideSchema,
    title: z.string(),
    buyer: z.object({ name: z.string() }),
    supplier: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    product: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string().nullable() }).nullable(),
    categoryId: z.number().int().nullable(),
    quantity: z.number().nullable(),
    unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    deliveryAddressId: z.number().int().nullable(),
    deliveryAddress: z.string().nullable(),
    wantedDate: day().nullable(),
    description: z.string(),
    /** Rial per unit, as the supplier listed it when the order was made. */
    listedUnitPrice: z.number().int().nullable(),
    counter: z.object({ unitPrice: z.number().int().nullable(), deliveryDate: day().nullable(), note: z.string() }).nullable(),
    agreed: z.object({ unitPrice: z.number().int().nullable(), deliveryDate: day().nullable() }).nullable(),
    /** Quantity × the price that stands (agreed, offered, or listed), in Rial; null when unknown. */
    total: z.number().int().nullable(),
    publicationFee: z.number().int().nullable(),
    usedQuota: z.boolean(),
    /** The payment of the publication fee (the buyer's side only): paid from the wallet or online, it publishes the order. */
    feePayment: z.object({ id: z.number().int(), state: z.enum(['pending', 'paid', 'failed', 'cancelled']) }).nullable(),
    publishedAt: isoTime().nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
    files: z.array(TradeFileSchema),
    /** The buyer's thread with the supplier where the order's notices are written; null until one begins. */
    conversationId: z.number().int().nullable(),
    /** What the caller may do next, in the order the page offers it. */
    actions: z.array(TradeActionSchema),
  })
  .openapi('TradeRequest');
export type TradeRequest = z.infer<typeof TradeRequestSchema>;

export const TradeRequestPageSchema = pageOf(TradeRequestSchema).openapi('TradeRequestPage');

/** A draft's fields: all may wait until confirmation is requested, which checks them. */
const draftFields = {
  // The database keeps three decimals: less would be kept as 0.
  quantity: z.number().min(TRADE_QUANTITY_MIN).max(QUANTITY_MAX, QUANTITY_MAX_MESSAGE).nullish(),
  unitId: id().nullish(),
  deliveryAddressId: id().nullish(),
  wantedDate: day().nullish(),
  description: z.string().trim().max(TRADE_DESCRIPTION_MAX).optional(),
  fileIds: z.array(id()).max(TRADE_MAX_FILES).optional(),
};

const TITLE = z.string().trim().min(TRADE_TITLE_MIN).max(200);

export const DirectOrderInputSchema = z
  .union([
    z.object({ supplierProductId: id(), ...draftFields }).strict(),
    z.object({ supplierId: id(), categoryId: id().nullish(), title: TITLE, ...draftFields }).strict(),
  ])
  .openapi('DirectOrderInput');
export type DirectOrderInput = z.infer<typeof DirectOrderInputSchema>;

/** `title` only for an order without a product (one sent from a supplier's page): a product's order is named after it. */
export const DirectOrderUpdateSchema = z
  .object({ title: TITLE.optional(), ...draftFields })
  .strict()
  .openapi('DirectOrderUpdate');
export type DirectOrderUpdate = z.infer<typeof DirectOrderUpdateSchema>;

/** What a transition may carry: a note (a rejection's reason), a counter-offer's terms. */
export const TradeTransitionInputSchema = z
  .object({
    note: z.string().trim().max(TRADE_NOTE_MAX).optional(),
    // A price of nothing is no offer; one above any list price the site takes is a slip.
    unitPrice: rial().min(1).max(PRICE_MAX_RIAL, PRICE_MAX_MESSAGE).nullish(),
    deliveryDate: day().nullish(),
  })
  .strict()
  .openapi('TradeTransitionInput');
export type TradeTransitionInput = z.infer<typeof TradeTransitionInputSchema>;

export const TradeEventSchema = z
  .object({
    id: z.number().int(),
    action: TradeActionSchema,
    fromState: TradeRequestStateSchema.nullable(),
    toState: TradeRequestStateSchema,
    actorSide: TradeSideSchema,
    actorName: z.string(),
    note: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).nullable(),
    createdAt: isoTime(),
  })
  .openapi('TradeRequestEvent');
export type TradeEvent = z.infer<typeof TradeEventSchema>;

export const MembershipPlanSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), freePerMonth: z.number().int(), feePerPublication: z.number().int(), price: z.number().int(), periodDays: z.number().int() })
  .openapi('MembershipPlan');
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;

export const MembershipSchema = z
  .object({
    plan: MembershipPlanSchema,
    endsAt: isoTime().nullable(),
    /** When the last paid plan on record ends, those bought to follow the current one included; a plan bought now starts then. */
    paidUntil: isoTime().nullable(),
    usedThisMonth: z.number().int(),
    freeLeft: z.number().int(),
  })
  .openapi('Membership');
export type Membership = z.infer<typeof MembershipSchema>;

export const MembershipAndPriceSchema = z
  .object({
    membership: MembershipSchema,
    /** What publishing this order costs now, in Rial: 0 while the month's free quota lasts. */
    fee: z.number().int(),
    /** Whether it can be published now: the quota covers it, or its fee is paid. */
    canPublish: z.boolean(),
    /** Why not, in Persian, when it cannot. */
    reason: z.string().nullable(),
  })
  .openapi('TradeMembershipAndPrice');
export type MembershipAndPrice = z.infer<typeof MembershipAndPriceSchema>;

export const TradeDocumentTypeSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() }).openapi('TradeDocumentType');

export const TradeDocumentTypeQuerySchema = z.object({
  ...pagingQuery(50),
  'filter.text': z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'filter.text', in: 'query' } }),
});

export const TRADE_SORT_FIELDS = ['updated', 'created', 'wanted'] as const;

const listFilters = {
  ...pagingQuery(10),
  ...sortingQuery(TRADE_SORT_FIELDS),
  'filter.state': listQueryValue(TradeRequestStateSchema)
    .optional()
    .openapi({ param: { name: 'filter.state', in: 'query' }, example: 'published,countered' }),
  'filter.from': day().optional().openapi({ param: { name: 'filter.from', in: 'query' }, description: 'Made on or after this day' }),
  'filter.to': day().optional().openapi({ param: { name: 'filter.to', in: 'query' }, description: 'Made on or before this day' }),
  'filter.text': z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'filter.text', in: 'query' } }),
};

export const MyTradeRequestsQuerySchema = z.object(listFilters);
export const SupplierTradeRequestsQuerySchema = z.object({
  supplierId: idValue().openapi({ param: { name: 'supplierId', in: 'query', required: true } }),
  ...listFilters,
});
export type TradeListQuery = z.infer<typeof MyTradeRequestsQuerySchema>;

export const TradeEventsQuerySchema = z.object({
  tradeRequestId: idValue().openapi({ param: { name: 'tradeRequestId', in: 'query', required: true } }),
});

export const TradeFileUploadSchema = z
  .object({
    file: z.any().openapi({ type: 'string', format: 'binary' }),
    documentTypeId: z.string().regex(/^\d{1,15}$/).optional(),
  })
  .openapi('TradeFileUpload');
