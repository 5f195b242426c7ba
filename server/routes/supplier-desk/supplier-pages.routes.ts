import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { privateNoStore } from '../../http/cache-headers';
import { getDb } from '../../db/client';
import { publishDataChanged } from '../../events/data-changed';
import { idValue, pagingQuery, readPaging } from '../../../api/contract/paging';
import { DeskSupplierParamsSchema } from '../../../api/contract/supplier-desk';
import { PageInputSchema, PageListSchema, PageSchema } from '../../../api/contract/content';
import { createSupplierPage, deleteSupplierPage, supplierPages, updateSupplierPage } from '../../services/content/page-writes';

/** A supplier's own content pages, written from its desk (PRODUCT.md: suppliers publish content pages). */
const desk = { tags: ['supplier-desk'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403], 404: problems[404] };
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const PageParams = DeskSupplierParamsSchema.extend({ pageId: idValue().openapi({ param: { name: 'pageId', in: 'path' }, example: 5 }) });

const list = createRoute({
  operationId: 'listDeskPages',
  ...desk,
  method: 'get',
  path: '/supplier-desk/suppliers/{supplierId}/pages',
  summary: 'صفحه‌های محتوای تأمین‌کنندهٔ من، پیش‌نویس‌ها هم',
  request: { params: DeskSupplierParamsSchema, query: z.object({ ...pagingQuery(10), text: z.string().trim().max(100).optional().openapi({ param: { name: 'text', in: 'query' } }) }) },
  responses: { 200: jsonContent(PageListSchema, 'صفحه‌ها'), 400: problems[400], ...guarded },
});

const create = createRoute({
  operationId: 'createDeskPage',
  ...desk,
  method: 'post',
  path: '/supplier-desk/suppliers/{supplierId}/pages',
  summary: 'نوشتن صفحهٔ محتوای تازه',
  request: { params: DeskSupplierParamsSchema, body: json(PageInputSchema) },
  responses: { 201: jsonContent(PageSchema, 'صفحه'), 400: problems[400], 409: problems[400], ...guarded },
});

const update = createRoute({
  operationId: 'updateDeskPage',
  ...desk,
  method: 'put',
  path: '/supplier-desk/suppliers/{supplierId}/pages/{pageId}',
  summary: 'ویرایش صفحهٔ محتوا',
  request: { params: PageParams, body: json(PageInputSchema) },
  responses: { 200: jsonContent(PageSchema, 'صفحه'), 400: problems[400], ...guarded },
});

const remove = createRoute({
  operationId: 'deleteDeskPage',
  ...desk,
  method: 'delete',
  path: '/supplier-desk/suppliers/{supplierId}/pages/{pageId}',
  summary: 'حذف صفحهٔ محتوا',
  request: { params: PageParams },
  responses: { 204: { description: 'حذف شد' }, 400: problems[400], ...guarded },
});

export function registerSupplierPageRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const user = await requireUser(c);
    const q = c.req.valid('query');
    privateNoStore(c);
    return c.json(await supplierPages(await getDb(), user.id, c.req.valid('param').supplierId, readPaging(q), q.text), 200);
  });

  app.openapi(create, async (c) => {
    const user = await requireUser(c);
    const { supplierId } = c.req.valid('param');
    const page = await createSupplierPage(await getDb(), user.id, supplierId, c.req.valid('json'));
    publishDataChanged({ entity: 'page', id: page.id, related: [{ entity: 'supplier', id: supplierId }] });
    return c.json(page, 201);
  });

  app.openapi(update, async (c) => {
    const user = await requireUser(c);
    const { supplierId, pageId } = c.req.valid('param');
    const page = await updateSupplierPage(await getDb(), user.id, supplierId, pageId, c.req.valid('json'));
    publishDataChanged({ entity: 'page', id: page.id, related: [{ entity: 'supplier', id: supplierId }] });
    return c.json(page, 200);
  });

  app.openapi(remove, async (c) => {
    const user = await requireUser(c);
    const { supplierId, pageId } = c.req.valid('param');
    await deleteSupplierPage(await getDb(), user.id, supplierId, pageId);
    publishDataChanged({ entity: 'page', id: pageId, related: [{ entity: 'supplier', id: supplierId }] });
    return c.body(null, 204);
  });
}
