import type { ZodObject, ZodType } from 'zod';
import messages from '../../../messages/fa.json';
import { notFound } from '../../http/problem';
import { CATEGORY_TYPES } from '../../../api/contract/enums';
import { TRADE_STATES } from '../../../api/contract/trade';
import { PAYMENT_PURPOSES, WALLET_ENTRY_TYPES } from '../../../api/contract/wallet';
import { AnnouncementInputSchema, COMMENT_STATES, CommentInputSchema, CONTENT_PAGE_TYPES, FeedbackInputSchema } from '../../../api/contract/content';

/**
 * The site's enums and form models with their Persian titles (`/shared/...`), for clients that
 * draw their lists and forms from them. Built from the same constants the API validates with and
 * the titles the site shows (messages/fa.json): nothing here can drift from them.
 */
type EnumModel = { name: string; title: string; values: { value: string; title: string }[] };

const enumOf = (name: string, title: string, values: readonly string[], titles: Record<string, string>): EnumModel => ({
  name,
  title,
  values: values.map((value) => ({ value, title: titles[value] ?? value })),
});

const ENUMS: EnumModel[] = [
  enumOf('CategoryType', 'نوع دسته', CATEGORY_TYPES, messages.categoryTypes),
  enumOf('TradeRequestState', 'وضعیت سفارش مستقیم', TRADE_STATES, messages.directOrders.states),
  enumOf('WalletEntryType', 'نوع تراکنش کیف پول', WALLET_ENTRY_TYPES, messages.wallet.entries.types),
  enumOf('PaymentPurpose', 'بابت پرداخت', PAYMENT_PURPOSES, messages.wallet.purposes),
  enumOf('CommentState', 'وضعیت دیدگاه', COMMENT_STATES, messages.content.commentStates),
  enumOf('ContentPageType', 'گونهٔ محتوا', CONTENT_PAGE_TYPES, messages.content.pageTypes),
];

const MODELS: { name: string; title: string; schema: ZodType; titles: Record<string, string> }[] = [
  { name: 'Feedback', title: 'پیام بازخورد', schema: FeedbackInputSchema, titles: messages.content.feedback.fields },
  { name: 'PageComment', title: 'دیدگاه', schema: CommentInputSchema, titles: messages.content.comments.fields },
  { name: 'Announcement', title: 'اطلاعیه', schema: AnnouncementInputSchema, titles: messages.content.announcements.fields },
];

/** A zod field's type as a client draws it. */
function fieldType(schema: ZodType): { type: string; required: boolean } {
  const required = !schema.safeParse(undefined).success;
  let inner = schema as ZodType & { unwrap?: () => ZodType };
  while (typeof inner.unwrap === 'function') inner = inner.unwrap() as typeof inner;
  const kind = (inner as unknown as { def: { type: string; format?: string } }).def;
  const type = kind.format === 'datetime' ? 'datetime' : kind.type;
  return { type, required };
}

export const allEnums = () => ENUMS;

export const typeModelNames = () => MODELS.map((m) => m.name);

export function enumNamed(name: string): EnumModel {
  const found = ENUMS.find((e) => e.name.toLowerCase() === name.toLowerCase());
  if (!found) throw notFound('فهرستی با این نام وجود ندارد');
  return found;
}

export function typeModelNamed(name: string) {
  const model = MODELS.find((m) => m.name.toLowerCase() === name.toLowerCase());
  if (!model) throw notFound('مدلی با این نام وجود ندارد');
  let schema = model.schema as ZodType & { def: { type: string; in?: ZodType } };
  // A refined object (`.refine`) wraps the object in a pipe in zod 4.
  while (schema.def.type === 'pipe' && schema.def.in) schema = schema.def.in as typeof schema;
  const shape = (schema as unknown as ZodObject).shape;
  return {
    name: model.name,
    title: model.title,
    fields: Object.entries(shape).map(([field, fieldSchema]) => ({
      name: field,
      title: model.titles[field] ?? field,
      ...fieldType(fieldSchema as ZodType),
      enumName: null,
    })),
  };
}
