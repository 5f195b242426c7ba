import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent } from '../../http/responses';
import { HealthSchema } from '../../../api/contract/health';
import { checkHealth } from '../../services/health';

const health = createRoute({
  operationId: 'getHealth',
  security: [],
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'وضعیت سرویس و دسترس‌پذیری پایگاه داده',
  responses: {
    200: jsonContent(HealthSchema, 'سرویس سالم است'),
    503: jsonContent(HealthSchema, 'پایگاه داده در دسترس نیست'),
  },
});

export function registerHealthRoutes(app: Router) {
  app.openapi(health, async (c) => {
    const report = await checkHealth();
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
