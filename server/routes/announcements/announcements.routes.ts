import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { problems } from '../../http/responses';
import { ProblemError } from '../../http/problem';

// The seed lists this call as "not implemented"; it is declared so the site and the OpenAPI
// document know it, and answers 501 until announcements are specified.
const list = createRoute({
  operationId: 'listAnnouncements',
  security: [],
  method: 'get',
  path: '/announcements',
  tags: ['marketing'],
  summary: 'اطلاعیه‌ها (هنوز فراهم نشده است)',
  responses: { 501: problems[501] },
});

export function registerAnnouncementRoutes(app: Router) {
  app.openapi(list, () => {
    throw new ProblemError({
      status: 501,
      code: 'not_implemented',
      detail: 'بخش اطلاعیه‌ها هنوز راه‌اندازی نشده است',
    });
  });
}
