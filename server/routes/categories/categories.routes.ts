import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { SiteMenuQuerySchema, SiteMenuSchema } from '../../../api/contract/categories';
import { getDb } from '../../db/client';
import { getSiteMenu } from '../../services/categories/site-menu';
import { publicCache } from '../../http/cache-headers';
import { registerCategoryBrowseRoutes } from './category-browse.routes';
import { registerCategoryCatalogRoutes } from './category-catalog.routes';
import { LIST_TAGS } from '../../../lib/cache-tags';

const siteMenu = createRoute({
  operationId: 'getCategorySiteMenu',
  security: [],
  method: 'get',
  path: '/categories/site-menu',
  tags: ['categories'],
  summary: 'منوی دسته‌بندی‌های سایت برای یک یا چند نوع دسته',
  request: { query: SiteMenuQuerySchema },
  responses: {
    200: jsonContent(SiteMenuSchema, 'درخت دسته‌ها از ریشه'),
    400: problems[400],
  },
});

export function registerCategoryRoutes(app: Router) {
  app.openapi(siteMenu, async (c) => {
    const { categoryTypes } = c.req.valid('query');
    const menu = await getSiteMenu(await getDb(), categoryTypes);
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(menu, 200);
  });
  registerCategoryBrowseRoutes(app);
  registerCategoryCatalogRoutes(app);
}
