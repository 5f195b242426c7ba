import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { DelegationListQuerySchema, MerchantDelegationSchema } from '../../../api/contract/merchants';
import { IdParamsSchema, pageOf } from '../../../api/contract/paging';
import { getDb } from '../../db/client';
import { getDelegation, listDelegations } from '../../services/merchants/delegations';
import { publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';

const tags = ['merchants'];

const list = createRoute({
  operationId: 'listMerchantDelegations',
  security: [],
  method: 'get',
  path: '/merchantdelegations',
  tags,
  summary: 'نمایندگی‌های بازرگانان از تأمین‌کنندگان',
  request: { query: DelegationListQuerySchema },
  responses: { 200: jsonContent(pageOf(MerchantDelegationSchema), 'یک صفحه از نمایندگی‌ها'), 400: problems[400] },
});

const detail = createRoute({
  operationId: 'getMerchantDelegation',
  security: [],
  method: 'get',
  path: '/merchantdelegations/{id}',
  tags,
  summary: 'یک نمایندگی',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(MerchantDelegationSchema, 'نمایندگی'), 400: problems[400], 404: problems[404] },
});

export function registerMerchantDelegationRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const page = await listDelegations(await getDb(), c.req.valid('query'));
    publicCache(c, [LIST_TAGS.delegations, LIST_TAGS.suppliers]);
    return c.json(page, 200);
  });

  app.openapi(detail, async (c) => {
    const delegation = await getDelegation(await getDb(), c.req.valid('param').id);
    publicCache(c, [LIST_TAGS.delegations, LIST_TAGS.suppliers]);
    return c.json(delegation, 200);
  });
}
