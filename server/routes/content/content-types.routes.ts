import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { publicCache } from '../../http/cache-headers';
import { getDb } from '../../db/client';
import { LIST_TAGS } from '../../../lib/cache-tags';
import { IdParamsSchema } from '../../../api/contract/paging';
import { CONTENT_PAGE_TYPES, ContentTypeNodeSchema, ContentTypeSchema } from '../../../api/contract/content';
import { contentTypeBreadcrumb, contentTypesOfPageType, contentTypeTree } from '../../services/content/content-types';

const common = { tags: ['content'], security: [] as never[], method: 'get' as const };

const byPageType = createRoute({
  operationId: 'listContentTypesByPageType',
  ...common,
  path: '/contenttypes/by-page-type',
  summary: 'نوع‌های محتوایی که یک گونه صفحه را نگه می‌دارند',
  request: { query: z.object({ pageType: z.enum(CONTENT_PAGE_TYPES).openapi({ param: { name: 'pageType', in: 'query', required: true }, example: 'article' }) }) },
  responses: { 200: jsonContent(z.array(ContentTypeSchema), 'نوع‌ها'), 400: problems[400] },
});

const tree = createRoute({
  operationId: 'getContentTypeTree',
  ...common,
  path: '/contenttypes/tree',
  summary: 'درخت نوع‌های محتوا',
  responses: { 200: jsonContent(z.array(ContentTypeNodeSchema), 'درخت') },
});

const breadcrumb = createRoute({
  operationId: 'getContentTypeBreadcrumb',
  ...common,
  path: '/contenttypes/{id}/breadcrumb',
  summary: 'مسیر یک نوع محتوا از ریشه',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(z.array(ContentTypeSchema), 'مسیر'), 400: problems[400], 404: problems[404] },
});

export function registerContentTypeRoutes(app: Router) {
  app.openapi(byPageType, async (c) => {
    publicCache(c, [LIST_TAGS.pages]);
    return c.json(await contentTypesOfPageType(await getDb(), c.req.valid('query').pageType), 200);
  });
  app.openapi(tree, async (c) => {
    publicCache(c, [LIST_TAGS.pages]);
    return c.json(await contentTypeTree(await getDb()), 200);
  });
  app.openapi(breadcrumb, async (c) => {
    publicCache(c, [LIST_TAGS.pages]);
    return c.json(await contentTypeBreadcrumb(await getDb(), c.req.valid('param').id), 200);
  });
}
