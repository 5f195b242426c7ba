import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import {
  LastVisitSchema,
  LastVisitsQuerySchema,
  VisitCountBodySchema,
  VisitCountSchema,
} from '../../../api/contract/page-visits';
import { pageOf } from '../../../api/contract/paging';
import { getDb } from '../../db/client';
import { countVisit, lastVisits } from '../../services/page-visits/page-visits';
import { visitorOf } from '../../http/visitor';
import { visitMayCount } from '../../http/anonymous-counts';
import { privateNoStore } from '../../http/cache-headers';
import { optionalBearerSecurity } from '../../http/auth';

const visitCount = createRoute({
  operationId: 'countPageVisit',
  security: optionalBearerSecurity,
  method: 'post',
  path: '/pagevisits/visit-count',
  tags: ['page-visits'],
  summary: 'ثبت بازدید یک صفحه و شمار بازدیدهای آن',
  request: { body: { required: true, content: { 'application/json': { schema: VisitCountBodySchema } } } },
  responses: { 200: jsonContent(VisitCountSchema, 'شمار تازه بازدیدها'), 400: problems[400], 404: problems[404] },
});

const recent = createRoute({
  operationId: 'listLastVisits',
  security: optionalBearerSecurity,
  method: 'get',
  path: '/pagevisits/last-visits',
  tags: ['page-visits'],
  summary: 'آخرین بازدیدهای شما، تازه‌ترین اول',
  request: { query: LastVisitsQuerySchema },
  responses: { 200: jsonContent(pageOf(LastVisitSchema), 'یک صفحه از بازدیدها'), 400: problems[400] },
});

export function registerPageVisitRoutes(app: Router) {
  app.openapi(visitCount, async (c) => {
    const { pageKind, objectId } = c.req.valid('json');
    const visitor = (await visitorOf(c, { issue: true }))!;
    const result = await countVisit(await getDb(), visitor, pageKind, objectId, { mayCount: visitMayCount(c, visitor) });
    privateNoStore(c);
    return c.json(result, 200);
  });

  app.openapi(recent, async (c) => {
    const query = c.req.valid('query');
    const visitor = await visitorOf(c, { issue: false });
    const page = visitor
      ? await lastVisits(await getDb(), visitor.key, query)
      : { items: [], totalCount: 0, pageNumber: query['paging.pageNumber'], pageSize: query['paging.pageSize'] };
    privateNoStore(c);
    return c.json(page, 200);
  });
}
