import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { optionalBearerSecurity, optionalUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-headers';
import { clientAddress } from '../../http/client-address';
import { getDb } from '../../db/client';
import { refuseOverLimit } from '../../services/rate-limit/refuse-over-limit';
import { FeedbackInputSchema } from '../../../api/contract/content';
import { submitFeedback } from '../../services/content/feedback';
import { z } from '@hono/zod-openapi';

/** Per client: a person writes a few messages; a script is stopped long before the inbox fills. */
const FEEDBACK_RULES = [
  { limit: 5, windowMs: 10 * 60_000 },
  { limit: 20, windowMs: 24 * 3_600_000 },
];

const send = createRoute({
  operationId: 'sendFeedback',
  tags: ['content'],
  security: optionalBearerSecurity,
  method: 'post',
  path: '/feedbacks',
  summary: 'فرستادن پیام به بازارگاه (با محدودیت شمار برای هر نشانی)',
  request: { body: { required: true, content: { 'application/json': { schema: FeedbackInputSchema } } } },
  responses: { 201: jsonContent(z.object({ id: z.number().int() }), 'پیام رسید'), 400: problems[400], 429: problems[429] },
});

export function registerFeedbackRoutes(app: Router) {
  app.openapi(send, async (c) => {
    const input = c.req.valid('json');
    const user = await optionalUser(c);
    const who = user ? `user:${user.id}` : `ip:${clientAddress(c)}`;
    await refuseOverLimit(FEEDBACK_RULES, 'feedback', who, {
      code: 'too_many_feedbacks',
      detail: (wait) => `پیام‌های زیادی فرستاده‌اید؛ ${wait} دیگر دوباره بفرستید`,
    });
    const saved = await submitFeedback(await getDb(), user?.id ?? null, input);
    privateNoStore(c);
    return c.json({ id: saved.id }, 201);
  });
}
