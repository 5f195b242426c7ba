import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { SupplierDetailSchema, SupplierListQuerySchema, SupplierSummarySchema } from '../../../api/contract/suppliers';
import { IdParamsSchema, pageOf } from '../../../api/contract/paging';
import { getDb } from '../../db/client';
import { getSupplier, listSuppliers } from '../../services/suppliers/suppliers';
import { publicCache } from '../../http/cache-headers';
import { entityTag, LIST_TAGS } from '../../../lib/cache-tags';

const tags = ['suppliers'];

const list = createRoute({
  operationId: 'listSuppliers',
  security: [],
  method: 'get',
  path: '/suppliers',
  tags,
  summary: 'فهرست تأمین‌کنندگان با فیلتر نوع، دسته، شهر، تأیید و نام',
  request: { query: SupplierListQuerySchema },
  responses: { 200: jsonContent(pageOf(SupplierSummarySchema), 'یک صفحه از تأمین‌کنندگان'), 400: problems[400], 404: problems[404] },
});

const detail = createRoute({
  operationId: 'getSupplier',
  security: [],
  method: 'get',
  path: '/suppliers/{id}',
  tags,
  summary: 'اطلاعات یک تأمین‌کننده با شهر، نوع‌ها و شمارها',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(SupplierDetailSchema, 'تأمین‌کننده'), 400: problems[400], 404: problems[404] },
});

export function registerSupplierRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const page = await listSuppliers(await getDb(), c.req.valid('query'));
    publicCache(c, [LIST_TAGS.suppliers, LIST_TAGS.products, LIST_TAGS.categories]);
    return c.json(page, 200);
  });

  app.openapi(detail, async (c) => {
    const supplier = await getSupplier(await getDb(), c.req.valid('param').id);
    // Its counts of offers and delegations change with those rows, published with this supplier as related.
    publicCache(c, [entityTag('supplier', supplier.id)]);
    return c.json(supplier, 200);
  });
}
