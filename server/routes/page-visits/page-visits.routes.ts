import crypto from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
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
import { countVisit, lastVisits, type Visitor } from '../../services/page-visits/page-visits';
import { privateNoStore } from '../../http/cache-headers';
import { optionalBearerSecurity, optionalUser } from '../../http/auth';

export const VISITOR_COOKIE = 'visitorId';
const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is visiting: the signed-in user, so visits follow the user across devices; otherwise the
 * visitor cookie's id, issued on first need.
 */
async function visitorOf(c: Context, options: { issue: boolean }): Promise<Visitor | undefined> {
  const user = await optionalUser(c);
  if (user) return { key: `u:${user.id}`, userId: user.id };
  const existing = getCookie(c, VISITOR_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return { key: `v:${existing}` };
  if (!options.issue) return undefined;
  const id = crypto.randomUUID();
  setCookie(c, VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return { key: `v:${id}` };
}

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
    const result = await countVisit(await getDb(), visitor, pageKind, objectId);
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
