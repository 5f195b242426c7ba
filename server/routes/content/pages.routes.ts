import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, optionalBearerSecurity, requireUser, signedIn } from '../../http/auth';
import { privateNoStore, publicCache } from '../../http/cache-headers';
import { visitorOf } from '../../http/visitor';
import { limitAnonymousLikes } from '../../http/anonymous-likes';
import { getDb } from '../../db/client';
import { publishDataChanged } from '../../events/data-changed';
import { entityTag, LIST_TAGS } from '../../../lib/cache-tags';
import { IdParamsSchema, idValue } from '../../../api/contract/paging';
import {
  LikeResultSchema,
  PageListSchema,
  PageSchema,
  PagesByContentTypeQuerySchema,
  PagesByLabelQuerySchema,
  platformQuery,
  PublicPagesQuerySchema,
  type Page,
} from '../../../api/contract/content';
import {
  likePage,
  pageByUniqueName,
  pageForPreview,
  pagesByContentType,
  pagesByLabel,
  publicPages,
  publishedPage,
  supplierHasContent,
} from '../../services/content/pages';
import { canPreview } from '../../services/content/page-writes';

const common = { tags: ['content'], security: [] as never[] };
const paging = (q: { 'paging.pageNumber': number; 'paging.pageSize': number }) => ({ pageNumber: q['paging.pageNumber'], pageSize: q['paging.pageSize'] });
const listResponses = { 200: jsonContent(PageListSchema, 'صفحه‌ها'), 400: problems[400], 404: problems[404] };

const hasContent = createRoute({
  operationId: 'merchantHasContent',
  ...common,
  method: 'get',
  path: '/pages/merchant-has-content',
  summary: 'آیا تأمین‌کننده صفحهٔ محتوایی منتشرشده دارد',
  request: { query: z.object({ supplierId: idValue().openapi({ param: { name: 'supplierId', in: 'query', required: true } }), ...platformQuery }) },
  responses: { 200: jsonContent(z.object({ hasContent: z.boolean() }), 'پاسخ'), 400: problems[400] },
});

const forPublicSite = createRoute({
  operationId: 'listPublicPages',
  ...common,
  method: 'get',
  path: '/pages/for-public-site',
  summary: 'مقاله‌ها و صفحه‌های منتشرشده، تازه‌ترین نخست؛ با پالایش تأمین‌کننده، دسته و متن',
  request: { query: PublicPagesQuerySchema },
  responses: listResponses,
});

const byContentType = createRoute({
  operationId: 'listPagesByContentType',
  ...common,
  method: 'get',
  path: '/pages/by-content-type/by-platform',
  summary: 'صفحه‌های یک نوع محتوا و زیرنوع‌هایش',
  request: { query: PagesByContentTypeQuerySchema },
  responses: listResponses,
});

const byContentTypeId = createRoute({
  operationId: 'listPagesByContentTypeId',
  ...common,
  method: 'get',
  path: '/pages/by-content-type-id',
  summary: 'صفحه‌های یک نوع محتوا (همان by-platform با سکوی وب)',
  request: { query: PagesByContentTypeQuerySchema },
  responses: listResponses,
});

const byLabel = createRoute({
  operationId: 'listPagesByLabel',
  ...common,
  method: 'get',
  path: '/pages/by-label/by-platform',
  summary: 'صفحه‌های یک برچسب',
  request: { query: PagesByLabelQuerySchema },
  responses: listResponses,
});

const byId = createRoute({
  operationId: 'getPage',
  tags: ['content'],
  security: optionalBearerSecurity,
  method: 'get',
  path: '/pages/{id}/by-platform',
  summary: 'یک صفحهٔ منتشرشده با متن کامل',
  request: { params: IdParamsSchema, query: z.object(platformQuery) },
  responses: { 200: jsonContent(PageSchema, 'صفحه'), 400: problems[400], 404: problems[404] },
});

const byUniqueName = createRoute({
  operationId: 'getPageByUniqueName',
  tags: ['content'],
  security: optionalBearerSecurity,
  method: 'get',
  path: '/pages/by-uniquepagename',
  summary: 'یکی از صفحه‌های سایت با نام یکتایش (about، terms…)',
  request: {
    query: z.object({
      uniquePageName: z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/)
        .openapi({ param: { name: 'uniquePageName', in: 'query', required: true }, example: 'about' }),
      ...platformQuery,
    }),
  },
  responses: { 200: jsonContent(PageSchema, 'صفحه'), 400: problems[400], 404: problems[404] },
});

const preview = createRoute({
  operationId: 'previewPage',
  tags: ['content'],
  security: bearerSecurity,
  middleware: [signedIn],
  method: 'get',
  path: '/pages/{id}/preview',
  summary: 'پیش‌نمایش صفحه، پیش‌نویس هم، برای مدیران و تأمین‌کنندهٔ صاحب صفحه',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(PageSchema, 'صفحه'), 401: problems[401], 404: problems[404] },
});

const like = createRoute({
  operationId: 'likePage',
  tags: ['content'],
  security: optionalBearerSecurity,
  method: 'post',
  path: '/pages/{id}/like',
  summary: 'پسندیدن صفحه؛ برای هر کاربر (یا هر بازدیدکننده با کوکی) یک بار، و بی‌ورود با محدودیت شمار برای هر نشانی',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(LikeResultSchema, 'شمار پسندها'), 400: problems[400], 404: problems[404], 429: problems[429] },
});

/** A page answer: public for a caller we do not know; one who may have liked it gets it privately. */
async function answerPage(c: Context, load: (likerKey?: string) => Promise<Page>) {
  const visitor = await visitorOf(c, { issue: false });
  const page = await load(visitor?.key);
  if (visitor) privateNoStore(c);
  else publicCache(c, [entityTag('page', page.id), ...(page.supplier ? [entityTag('supplier', page.supplier.id)] : [])]);
  return c.json(page, 200);
}

/** Page lists leave out the writings of storefronts not listed or switched off: a storefront's change is theirs too. */
const PAGE_LIST_TAGS = [LIST_TAGS.pages, LIST_TAGS.suppliers];

export function registerPageRoutes(app: Router) {
  app.openapi(hasContent, async (c) => {
    const q = c.req.valid('query');
    publicCache(c, PAGE_LIST_TAGS);
    return c.json({ hasContent: await supplierHasContent(await getDb(), q.supplierId, q.platform) }, 200);
  });

  app.openapi(forPublicSite, async (c) => {
    const q = c.req.valid('query');
    publicCache(c, PAGE_LIST_TAGS);
    return c.json(await publicPages(await getDb(), q, paging(q)), 200);
  });

  for (const route of [byContentType, byContentTypeId]) {
    app.openapi(route, async (c) => {
      const q = c.req.valid('query');
      publicCache(c, PAGE_LIST_TAGS);
      return c.json(await pagesByContentType(await getDb(), q.contentTypeId, q.platform, paging(q)), 200);
    });
  }

  app.openapi(byLabel, async (c) => {
    const q = c.req.valid('query');
    publicCache(c, PAGE_LIST_TAGS);
    return c.json(await pagesByLabel(await getDb(), q.title, q.platform, paging(q)), 200);
  });

  app.openapi(byId, async (c) => {
    const { id } = c.req.valid('param');
    const { platform } = c.req.valid('query');
    const db = await getDb();
    return answerPage(c, (likerKey) => publishedPage(db, id, platform, likerKey));
  });

  app.openapi(byUniqueName, async (c) => {
    const { uniquePageName, platform } = c.req.valid('query');
    const db = await getDb();
    return answerPage(c, (likerKey) => pageByUniqueName(db, uniquePageName, platform, likerKey));
  });

  app.openapi(preview, async (c) => {
    const user = await requireUser(c);
    const db = await getDb();
    privateNoStore(c);
    return c.json(await pageForPreview(db, c.req.valid('param').id, (row) => canPreview(db, user, row)), 200);
  });

  app.openapi(like, async (c) => {
    const visitor = (await visitorOf(c, { issue: true }))!;
    await limitAnonymousLikes(c, visitor);
    const { id } = c.req.valid('param');
    const result = await likePage(await getDb(), id, visitor.key);
    publishDataChanged({ entity: 'page', id });
    privateNoStore(c);
    return c.json(result, 200);
  });
}
