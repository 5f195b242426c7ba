import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { AdvertisementListSchema, AdvertisementsQuerySchema } from '../../../api/contract/marketing';
import { getDb } from '../../db/client';
import { listRunningAds } from '../../services/marketing/advertisements';
import { publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';

const list = createRoute({
  operationId: 'listAdvertisements',
  security: [],
  method: 'get',
  path: '/advertisements',
  tags: ['marketing'],
  summary: 'تبلیغ‌های در حال نمایش یک جایگاه، به ترتیب اولویت',
  request: { query: AdvertisementsQuerySchema },
  responses: {
    200: jsonContent(AdvertisementListSchema, 'تبلیغ‌ها با خلاصه کالا یا تأمین‌کننده'),
    400: problems[400],
    404: problems[404],
  },
});

export function registerAdvertisementRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const items = await listRunningAds(await getDb(), c.req.valid('query'));
    publicCache(c, [LIST_TAGS.advertisements, LIST_TAGS.products, LIST_TAGS.suppliers]);
    return c.json(items, 200);
  });
}
