import crypto from 'node:crypto';
import type { Context } from 'hono';
import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent } from '../../http/responses';
import { HealthSchema } from '../../../api/contract/health';
import { checkHealth } from '../../services/health';
import { env } from '../../../lib/config/env';

const health = createRoute({
  operationId: 'getHealth',
  security: [],
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'وضعیت سرویس و دسترس‌پذیری پایگاه داده',
  description:
    'برای همه فقط ok یا fail؛ جزئیات (پایگاه داده، زمان پاسخ، مدت کار) فقط با توکن اپراتور (OPERATOR_TOKEN) در سرآیند Authorization.',
  responses: {
    200: jsonContent(HealthSchema, 'سرویس سالم است'),
    503: jsonContent(HealthSchema, 'پایگاه داده در دسترس نیست'),
  },
});

/** Whether the caller presents the operator token; without one configured, nobody is an operator. */
function isOperator(c: Context): boolean {
  const expected = env().OPERATOR_TOKEN;
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!expected || !given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registerHealthRoutes(app: Router) {
  app.openapi(health, async (c) => {
    const { status, details } = await checkHealth();
    c.header('cache-control', 'no-store');
    return c.json(isOperator(c) ? { status, details } : { status }, status === 'ok' ? 200 : 503);
  });
}
