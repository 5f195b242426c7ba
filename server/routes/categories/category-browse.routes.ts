import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { SiteMenuSchema } from '../../../api/contract/categories';
import {
  CategoryActiveSchema,
  CategoryListQuerySchema,
  CategoryListSchema,
  CategoryMenuQuerySchema,
  CategorySummarySchema,
  TopLevelsQuerySchema,
} from '../../../api/contract/categories-extra';
import { IdParamsSchema, pageOf } from '../../../api/contract/paging';
import { CATEGORY_TYPES } from '../../../api/contract/enums';
import { getDb } from '../../db/client';
import { getSiteMenu } from '../../services/categories/site-menu';
import {
  getBreadcrumb,
  isCategoryActive,
  listCategories,
  listChildren,
  listTopLevels,
} from '../../services/categories/category-browse';
import { publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';

const tags = ['categories'];

const menu = createRoute({
  operationId: 'getCategoryMenu',
  security: [],
  method: 'get',
  path: '/categories/menu',
  tags,
  summary: 'درخت کامل دسته‌بندی‌ها، همه نوع‌ها یا نوع‌های خواسته‌شده',
  request: { query: CategoryMenuQuerySchema },
  responses: { 200: jsonContent(SiteMenuSchema, 'ریشه‌ها با زیرشاخه‌ها'), 400: problems[400] },
});

const topLevels = createRoute({
  operationId: 'listTopLevelCategories',
  security: [],
  method: 'get',
  path: '/categories/top-levels',
  tags,
  summary: 'دسته‌های ریشه',
  request: { query: TopLevelsQuerySchema },
  responses: { 200: jsonContent(CategoryListSchema, 'دسته‌های سطح اول'), 400: problems[400] },
});

const list = createRoute({
  operationId: 'listCategories',
  security: [],
  method: 'get',
  path: '/categories',
  tags,
  summary: 'فهرست صفحه‌بندی‌شده دسته‌ها با فیلتر و مرتب‌سازی',
  request: { query: CategoryListQuerySchema },
  responses: { 200: jsonContent(pageOf(CategorySummarySchema), 'یک صفحه از دسته‌ها'), 400: problems[400] },
});

const byId = (
  operationId: string,
  path: string,
  summary: string,
  schema: z.ZodType,
  description: string,
) =>
  createRoute({
    operationId,
    security: [],
    method: 'get',
    path,
    tags,
    summary,
    request: { params: IdParamsSchema },
    responses: { 200: jsonContent(schema, description), 400: problems[400], 404: problems[404] },
  });

const children = byId('listCategoryChildren', '/categories/{id}/children', 'زیردسته‌های مستقیم', CategoryListSchema, 'زیردسته‌های فعال');
const breadcrumb = byId('getCategoryBreadcrumb', '/categories/{id}/breadcrumb', 'مسیر از ریشه تا دسته', CategoryListSchema, 'از ریشه به دسته');
const active = byId('getCategoryActive', '/categories/{id}/active', 'آیا دسته فعال است', CategoryActiveSchema, 'وضعیت فعال بودن');

export function registerCategoryBrowseRoutes(app: Router) {
  app.openapi(menu, async (c) => {
    const { categoryType } = c.req.valid('query');
    const tree = await getSiteMenu(await getDb(), categoryType ?? [...CATEGORY_TYPES]);
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(tree, 200);
  });

  app.openapi(topLevels, async (c) => {
    const { categoryType } = c.req.valid('query');
    const roots = await listTopLevels(await getDb(), categoryType);
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(roots, 200);
  });

  app.openapi(list, async (c) => {
    const page = await listCategories(await getDb(), c.req.valid('query'));
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(page, 200);
  });

  app.openapi(children, async (c) => {
    const items = await listChildren(await getDb(), c.req.valid('param').id);
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(items, 200);
  });

  app.openapi(breadcrumb, async (c) => {
    const items = await getBreadcrumb(await getDb(), c.req.valid('param').id);
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(items, 200);
  });

  app.openapi(active, async (c) => {
    const state = await isCategoryActive(await getDb(), c.req.valid('param').id);
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(state, 200);
  });
}
