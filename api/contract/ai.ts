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

/** What was understood of one asked need, as kept in its conversation (the offers are found afresh when it is opened). */
export const TurnSummarySchema = z
  .object({
    category: ref.nullable(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    city: z.string().nullable(),
    date: z.string().openapi({ format: 'date' }).nullable(),
  })
  .openapi('NeedTurnSummary');
export type TurnSummary = z.infer<typeof TurnSummarySchema>;

export const ConversationIdSchema = z.uuid();

export const TurnInputSchema = z
  .object({
    text: z.string().trim().min(2).max(NEED_TEXT_MAX),
    /** The conversation to go on with; none (or one that is not the caller's) starts a new one. */
    conversationId: ConversationIdSchema.nullish(),
  })
  .strict()
  .openapi('NeedTurnInput');

export const ChatInputSchema = TurnInputSchema.openapi('NeedChatInput');

export const ConversationTurnSchema = z.object({
  position: z.number().int(),
  text: z.string(),
  understood: TurnSummarySchema,
  /** The model's answer, when the need was asked in the model-backed chat. */
  answer: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const AssistantConversationSchema = z
  .object({
    id: ConversationIdSchema,
    title: z.string(),
    updatedAt: z.iso.datetime({ offset: true }),
    turns: z.array(ConversationTurnSchema),
  })
  .openapi('AssistantConversation');
export type AssistantConversation = z.infer<typeof AssistantConversationSchema>;

export const ConversationListItemSchema = z
  .object({ id: ConversationIdSchema, title: z.string(), updatedAt: z.iso.datetime({ offset: true }), turnCount: z.number().int() })
  .openapi('AssistantConversationListItem');
export type ConversationListItem = z.infer<typeof ConversationListItemSchema>;
