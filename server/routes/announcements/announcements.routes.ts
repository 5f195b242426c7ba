import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent } from '../../http/responses';
import { publicCache } from '../../http/cache-headers';
import { getDb } from '../../db/client';
import { LIST_TAGS } from '../../../lib/cache-tags';
import { AnnouncementSchema } from '../../../api/contract/content';
import { currentAnnouncements } from '../../services/content/announcements';

// The seed declares this call unimplemented; here it is real (PRODUCT.md, "Content").
const list = createRoute({
  operationId: 'listAnnouncements',
  security: [],
  method: 'get',
  path: '/announcements',
  tags: ['marketing'],
  summary: 'اطلاعیه‌های سراسری که اکنون نمایش داده می‌شوند',
  responses: { 200: jsonContent(z.array(AnnouncementSchema), 'اطلاعیه‌ها') },
});

export function registerAnnouncementRoutes(app: Router) {
  app.openapi(list, async (c) => {
    publicCache(c, [LIST_TAGS.announcements]);
    return c.json(await currentAnnouncements(await getDb()), 200);
  });
}
