import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import {
  CategoryItemsCountListSchema,
  CategoryPropertyListSchema,
  ItemsCountQuerySchema,
} from '../../../api/contract/categories-extra';
import {
  CategorySuppliersBodySchema,
  CategorySuppliersQuerySchema,
  SupplierSummarySchema,
  SuppliersWithCatalogQuerySchema,
} from '../../../api/contract/suppliers';
import { IdParamsSchema, pageOf } from '../../../api/contract/paging';
import { getDb } from '../../db/client';
import { listCategoryProperties } from '../../services/categories/category-properties';
import {
  countItems,
  searchCategorySuppliers,
  suppliersWithCatalog,
} from '../../services/categories/category-suppliers';
import { publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';

const tags = ['categories'];
const supplierPage = pageOf(SupplierSummarySchema);

const properties = createRoute({
  operationId: 'listCategoryProperties',
  security: [],
  method: 'get',
  path: '/categories/{id}/properties',
  tags,
  summary: 'ویژگی‌های دسته، همراه با ویژگی‌های به‌ارث‌رسیده از دسته‌های بالاتر',
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(CategoryPropertyListSchema, 'ویژگی‌ها با کمیت، یکاها و بازه'),
    400: problems[400],
    404: problems[404],
  },
});

const withCatalog = createRoute({
  operationId: 'listCategorySuppliersWithCatalog',
  security: [],
  method: 'get',
  path: '/categories/{id}/suppliers-with-catalog',
  tags,
  summary: 'تأمین‌کنندگانی که در این دسته یا زیردسته‌هایش کالا دارند',
  request: { params: IdParamsSchema, query: SuppliersWithCatalogQuerySchema },
  responses: { 200: jsonContent(supplierPage, 'یک صفحه از تأمین‌کنندگان'), 400: problems[400], 404: problems[404] },
});

const itemsCount = createRoute({
  operationId: 'getCategoryItemsCount',
  security: [],
  method: 'get',
  path: '/categories/items-count',
  tags,
  summary: 'تعداد کالاها و تأمین‌کنندگان هر دسته',
  request: { query: ItemsCountQuerySchema },
  responses: { 200: jsonContent(CategoryItemsCountListSchema, 'شمار هر دسته با زیردسته‌هایش'), 400: problems[400] },
});

const searchSuppliers = createRoute({
  operationId: 'searchCategorySuppliers',
  security: [],
  method: 'post',
  path: '/categories/{id}/suppliers',
  tags,
  summary: 'جست‌وجوی تأمین‌کنندگان یک دسته با فیلتر شهر، تأیید، متن و ویژگی‌ها',
  request: {
    params: IdParamsSchema,
    query: CategorySuppliersQuerySchema,
    body: { required: false, content: { 'application/json': { schema: CategorySuppliersBodySchema } } },
  },
  responses: { 200: jsonContent(supplierPage, 'یک صفحه از تأمین‌کنندگان'), 400: problems[400], 404: problems[404] },
});

export function registerCategoryCatalogRoutes(app: Router) {
  app.openapi(itemsCount, async (c) => {
    const counts = await countItems(await getDb(), c.req.valid('query'));
    publicCache(c, [LIST_TAGS.categories, LIST_TAGS.products, LIST_TAGS.suppliers]);
    return c.json(counts, 200);
  });

  app.openapi(properties, async (c) => {
    const list = await listCategoryProperties(await getDb(), c.req.valid('param').id);
    publicCache(c, [LIST_TAGS.categories]);
    return c.json(list, 200);
  });

  app.openapi(withCatalog, async (c) => {
    const page = await suppliersWithCatalog(await getDb(), c.req.valid('param').id, c.req.valid('query'));
    publicCache(c, [LIST_TAGS.categories, LIST_TAGS.products, LIST_TAGS.suppliers]);
    return c.json(page, 200);
  });

  // A search with a body: the answer depends on it, so no shared cache may keep it.
  app.openapi(searchSuppliers, async (c) => {
    const body = c.req.valid('json') ?? { properties: [] };
    const page = await searchCategorySuppliers(
      await getDb(),
      c.req.valid('param').id,
      c.req.valid('query'),
      body.properties ?? [],
    );
    c.header('cache-control', 'private, no-store');
    return c.json(page, 200);
  });
}
