import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { optionalBearerSecurity, optionalUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-headers';
import { clientAddress } from '../../http/client-address';
import { notFound, ProblemError } from '../../http/problem';
import { visitorOf } from '../../http/visitor';
import { getDb } from '../../db/client';
import { refuseOverLimit } from '../../services/rate-limit/refuse-over-limit';
import {
  AssistantConversationSchema,
  ChatInputSchema,
  ConversationIdSchema,
  ConversationListItemSchema,
  TurnInputSchema,
  UnderstandInputSchema,
  UnderstoodNeedSchema,
} from '../../../api/contract/ai';
import { addTurn, conversationOf, deleteConversation, recentConversations } from '../../services/ai/conversations';
import { understandNeed } from '../../services/ai/understand';
import { chatAboutNeed } from '../../services/ai/assistant-chat';
import { chatModel } from '../../adapters/ai-model';

/** Per client: a person asks a few needs a minute; a script sweeping the catalogue is stopped. */
const UNDERSTAND_RULES = [
  { limit: 30, windowMs: 60_000 },
  { limit: 600, windowMs: 24 * 3_600_000 },
];

const understand = createRoute({
  operationId: 'understandNeed',
  tags: ['ai'],
  security: optionalBearerSecurity,
  method: 'post',
  path: '/ai/understand',
  summary: 'فهم یک نیاز به فارسی آزاد: دسته، مقدار و واحد، شهر، تاریخ، ویژگی‌ها، و کالاها و تأمین‌کنندگان مناسب',
  request: { body: { required: true, content: { 'application/json': { schema: UnderstandInputSchema } } } },
  responses: { 200: jsonContent(UnderstoodNeedSchema, 'آنچه فهمیده شد'), 400: problems[400], 429: problems[429] },
});

const chat = createRoute({
  operationId: 'chatAboutNeed',
  tags: ['ai'],
  security: optionalBearerSecurity,
  method: 'post',
  path: '/ai/chat',
  summary: 'پاسخ گفت‌وگویی مدل زبانی به یک نیاز، بر پایهٔ همان داده‌های یافته‌شده، به‌صورت جریان رویداد',
  description:
    'Server-sent events: `conversation` ({conversationId, position}: where the need and its answer are kept), `understood` (the UnderstoodNeed), then `delta` ({text}) pieces of the model\'s answer and `done`, or `fallback` ({reason, text}) when the model fails or takes longer than AI_TIMEOUT_MS. 501 when no model is configured.',
  request: { body: { required: true, content: { 'application/json': { schema: ChatInputSchema } } } },
  responses: {
    200: { description: 'جریان رویدادها', content: { 'text/event-stream': { schema: z.string() } } },
    400: problems[400],
    429: problems[429],
    // Not provided by this server: no model is configured (AI_BASE_URL).
    501: problems[501],
  },
});

const TurnPlaceSchema = z.object({ conversationId: ConversationIdSchema, position: z.number().int() }).openapi('NeedTurnPlace');
const ConversationParamsSchema = z.object({ id: ConversationIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });

const addNeedTurn = createRoute({
  operationId: 'addNeedTurn',
  tags: ['ai'],
  security: optionalBearerSecurity,
  method: 'post',
  path: '/ai/conversations/turns',
  summary: 'نگه‌داشتن نیازی که پرسیده شد در گفت‌وگوی کاربر (یا بازدیدکننده با کوکی‌اش)؛ بی‌شناسه، گفت‌وگوی تازه',
  request: { body: { required: true, content: { 'application/json': { schema: TurnInputSchema } } } },
  responses: { 200: jsonContent(TurnPlaceSchema, 'جای نیاز در گفت‌وگو'), 400: problems[400], 429: problems[429] },
});

const listConversations = createRoute({
  operationId: 'listAssistantConversations',
  tags: ['ai'],
  security: optionalBearerSecurity,
  method: 'get',
  path: '/ai/conversations',
  summary: 'گفت‌وگوهای اخیر شما با دستیار خرید، تازه‌ترین اول',
  responses: { 200: jsonContent(z.array(ConversationListItemSchema), 'گفت‌وگوهای اخیر') },
});

const getConversation = createRoute({
  operationId: 'getAssistantConversation',
  tags: ['ai'],
  security: optionalBearerSecurity,
  method: 'get',
  path: '/ai/conversations/{id}',
  summary: 'یک گفت‌وگوی شما با دستیار خرید با نیازهای آن به ترتیب',
  request: { params: ConversationParamsSchema },
  responses: { 200: jsonContent(AssistantConversationSchema, 'گفت‌وگو'), 400: problems[400], 404: problems[404] },
});

const removeConversation = createRoute({
  operationId: 'deleteAssistantConversation',
  tags: ['ai'],
  security: optionalBearerSecurity,
  method: 'delete',
  path: '/ai/conversations/{id}',
  summary: 'پاک کردن یکی از گفت‌وگوهای شما',
  request: { params: ConversationParamsSchema },
  responses: { 204: { description: 'پاک شد' }, 400: problems[400], 404: problems[404] },
});

const NO_CONVERSATION = 'گفت‌وگویی با این شناسه در گفت‌وگوهای شما نیست';

/** Both calls share one allowance per client (a user, else an address). */
async function consumeNeedAllowance(c: Context) {
  const user = await optionalUser(c);
  const who = user ? `user:${user.id}` : `ip:${clientAddress(c)}`;
  await refuseOverLimit(UNDERSTAND_RULES, 'ai-understand', who, {
    code: 'too_many_needs',
    detail: (wait) => `درخواست‌های زیادی فرستاده‌اید؛ ${wait} دیگر دوباره بپرسید`,
  });
}

export function registerAiRoutes(app: Router) {
  app.openapi(understand, async (c) => {
    await consumeNeedAllowance(c);
    privateNoStore(c);
    return c.json(await understandNeed(await getDb(), c.req.valid('json').text), 200);
  });

  app.openapi(chat, async (c) => {
    const model = chatModel();
    if (!model) throw new ProblemError({ status: 501, code: 'no_model', detail: 'مدل زبانی برای این سایت پیکربندی نشده است؛ دستیار خرید بی‌نیاز از مدل در دسترس است' });
    await consumeNeedAllowance(c);
    const input = c.req.valid('json');
    const db = await getDb();
    const place = await addTurn(db, (await visitorOf(c, { issue: true }))!, input);
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: 'conversation', data: JSON.stringify(place) });
      for await (const event of chatAboutNeed(db, input.text, model, place)) {
        if (stream.aborted) break;
        await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
      }
    }) as never;
  });

  app.openapi(addNeedTurn, async (c) => {
    await consumeNeedAllowance(c);
    privateNoStore(c);
    return c.json(await addTurn(await getDb(), (await visitorOf(c, { issue: true }))!, c.req.valid('json')), 200);
  });

  app.openapi(listConversations, async (c) => {
    const owner = await visitorOf(c, { issue: false });
    privateNoStore(c);
    return c.json(owner ? await recentConversations(await getDb(), owner) : [], 200);
  });

  app.openapi(getConversation, async (c) => {
    const owner = await visitorOf(c, { issue: false });
    const conversation = owner ? await conversationOf(await getDb(), owner, c.req.valid('param').id) : null;
    if (!conversation) throw notFound(NO_CONVERSATION);
    privateNoStore(c);
    return c.json(conversation, 200);
  });

  app.openapi(removeConversation, async (c) => {
    const owner = await visitorOf(c, { issue: false });
    if (!owner || !(await deleteConversation(await getDb(), owner, c.req.valid('param').id))) throw notFound(NO_CONVERSATION);
    return c.body(null, 204);
  });
}
