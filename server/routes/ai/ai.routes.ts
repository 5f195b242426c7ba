import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { optionalBearerSecurity, optionalUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-headers';
import { clientAddress } from '../../http/client-address';
import { ProblemError } from '../../http/problem';
import { getDb } from '../../db/client';
import { getRateLimitStore, retryAfterSeconds } from '../../services/rate-limit';
import { persianWait } from '../../services/identity/limits';
import { UnderstandInputSchema, UnderstoodNeedSchema } from '../../../api/contract/ai';
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
    'Server-sent events: `understood` (the UnderstoodNeed), then `delta` ({text}) pieces of the model\'s answer and `done`, or `fallback` ({reason, text}) when the model fails or takes longer than AI_TIMEOUT_MS. 501 when no model is configured.',
  request: { body: { required: true, content: { 'application/json': { schema: UnderstandInputSchema } } } },
  responses: {
    200: { description: 'جریان رویدادها', content: { 'text/event-stream': { schema: z.string() } } },
    400: problems[400],
    429: problems[429],
    // Not provided by this server: no model is configured (AI_BASE_URL).
    501: problems[501],
  },
});

/** Both calls share one allowance per client (a user, else an address). */
async function consumeNeedAllowance(c: Context) {
  const user = await optionalUser(c);
  const who = user ? `user:${user.id}` : `ip:${clientAddress(c)}`;
  const verdict = await getRateLimitStore().consume(
    UNDERSTAND_RULES.map((rule, i) => ({ key: `ai-understand:${i}:${who}`, ...rule })),
    Date.now(),
  );
  if (!verdict.ok) {
    const seconds = retryAfterSeconds(verdict.retryAfterMs);
    throw new ProblemError({ status: 429, code: 'too_many_needs', retryAfterSeconds: seconds, detail: `درخواست‌های زیادی فرستاده‌اید؛ ${persianWait(seconds)} دیگر دوباره بپرسید` });
  }
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
    const { text } = c.req.valid('json');
    const db = await getDb();
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      for await (const event of chatAboutNeed(db, text, model)) {
        if (stream.aborted) break;
        await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
      }
    }) as never;
  });
}
