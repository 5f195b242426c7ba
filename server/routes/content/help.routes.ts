import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';
import { getDb } from '../../db/client';
import { HelpEntrySchema, HelpTopicSchema, MENU_PLACEMENTS, MenuNodeSchema } from '../../../api/contract/content';
import { helpOf, helpTopics } from '../../services/content/help';
import { menuTree } from '../../services/content/menus';

const help = createRoute({
  operationId: 'getHelpByFrontUniqueId',
  tags: ['content'],
  security: [],
  method: 'get',
  path: '/helpsystems/byfrontuniqueid',
  summary: 'راهنمای یک بخش سایت با شناسهٔ آن بخش',
  request: {
    query: z.object({
      frontUniqueId: z.string().regex(/^[a-z0-9-]{1,60}$/).openapi({ param: { name: 'frontUniqueId', in: 'query', required: true }, example: 'wallet' }),
    }),
  },
  responses: { 200: jsonContent(HelpEntrySchema, 'راهنما'), 400: problems[400], 404: problems[404] },
});

const topics = createRoute({
  operationId: 'listHelpTopics',
  tags: ['content'],
  security: [],
  method: 'get',
  path: '/helpsystems',
  summary: 'فهرست راهنمای بخش‌های سایت: شناسهٔ هر بخش و عنوان راهنمای آن',
  responses: { 200: jsonContent(z.array(HelpTopicSchema), 'فهرست راهنما') },
});

const menus = createRoute({
  operationId: 'getWebsiteMenuTree',
  tags: ['content'],
  security: [],
  method: 'get',
  path: '/websitemenus/tree',
  summary: 'منوی بالا یا پایین سایت، به شکل درخت',
  request: { query: z.object({ placement: z.enum(MENU_PLACEMENTS).default('header').openapi({ param: { name: 'placement', in: 'query' } }) }) },
  responses: { 200: jsonContent(z.array(MenuNodeSchema), 'منو'), 400: problems[400] },
});

export function registerHelpAndMenuRoutes(app: Router) {
  // Help and the FAQ are tagged as the menus are (below), so their pages stay in the page cache
  // through other changes.
  app.openapi(help, async (c) => {
    publicCache(c, [LIST_TAGS.help]);
    return c.json(await helpOf(await getDb(), c.req.valid('query').frontUniqueId), 200);
  });
  app.openapi(topics, async (c) => {
    publicCache(c, [LIST_TAGS.help]);
    return c.json(await helpTopics(await getDb()), 200);
  });
  app.openapi(menus, async (c) => {
    // Tagged, so the API keeps it and a page that shows it (every page) is dropped from the page
    // cache only when a menu changes, not on any change at all.
    publicCache(c, [LIST_TAGS.menus]);
    return c.json(await menuTree(await getDb(), c.req.valid('query').placement), 200);
  });
}
