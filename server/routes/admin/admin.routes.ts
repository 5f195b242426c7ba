import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireRole, withRole } from '../../http/auth';
import { privateNoStore } from '../../http/cache-headers';
import { getDb } from '../../db/client';
import { publishDataChanged } from '../../events/data-changed';
import { IdParamsSchema, pageOf, pagingQuery, queryBoolean, readPaging } from '../../../api/contract/paging';
import { MerchantRefusalSchema } from '../../../api/contract/merchants';
import {
  AnnouncementInputSchema,
  AnnouncementSchema,
  CommentSchema,
  COMMENT_STATES,
  FeedbackSchema,
  PageInputSchema,
  PageListSchema,
  PageSchema,
  VisitorChartPointSchema,
  VisitorChartQuerySchema,
} from '../../../api/contract/content';
import { visitsPerDay } from '../../services/content/visitor-chart';
import { commentsInState, moderateComments } from '../../services/content/comments';
import { feedbackInbox, markFeedbackRead } from '../../services/content/feedback';
import { adminPages, createSitePage, deletePageAsAdmin, setPagePublished, updatePageAsAdmin } from '../../services/content/page-writes';
import { allAnnouncements, createAnnouncement, deleteAnnouncement, updateAnnouncement } from '../../services/content/announcements';
import { confirmMerchant, merchantsAwaitingReview, refuseMerchant } from '../../services/merchants/merchant-review';
import { setSupplierVerified, suppliersForBadge } from '../../services/suppliers/supplier-verification';
import { SEARCH_TEXT_MAX } from '../../../api/contract/limits';

/** The admin desk's calls (`/profile/admin`): every one checks the admin role on the server. */
const admin = { tags: ['admin'], security: bearerSecurity, middleware: [withRole('admin')] };
const guarded = { 401: problems[401], 403: problems[403] };
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const done = { 204: { description: 'انجام شد' }, 400: problems[400], 404: problems[404], ...guarded };

const chart = createRoute({
  operationId: 'getVisitorChart',
  ...admin,
  method: 'get',
  path: '/visitorlogs/byfilter-for-chart',
  summary: 'بازدیدها و بازدیدکنندگان هر روز در یک بازه (روزهای تهران)',
  request: { query: VisitorChartQuerySchema },
  responses: { 200: jsonContent(z.array(VisitorChartPointSchema), 'روزها'), 400: problems[400], ...guarded },
});

const comments = createRoute({
  operationId: 'listCommentsForModeration',
  ...admin,
  method: 'get',
  path: '/admin/pagecomments',
  summary: 'دیدگاه‌ها بر پایهٔ وضعیت، تازه‌ترین نخست',
  request: { query: z.object({ ...pagingQuery(20), state: z.enum(COMMENT_STATES).default('pending').openapi({ param: { name: 'state', in: 'query' } }) }) },
  responses: { 200: jsonContent(pageOf(CommentSchema), 'دیدگاه‌ها'), 400: problems[400], ...guarded },
});

const moderate = createRoute({
  operationId: 'moderateComments',
  ...admin,
  method: 'post',
  path: '/admin/pagecomments/moderate',
  summary: 'پذیرفتن یا رد چند دیدگاه با هم',
  request: { body: json(z.object({ ids: z.array(z.number().int().positive()).min(1).max(100), state: z.enum(['approved', 'rejected']) }).strict().openapi('CommentModeration')) },
  responses: done,
});

const feedback = createRoute({
  operationId: 'listFeedbacks',
  ...admin,
  method: 'get',
  path: '/admin/feedbacks',
  summary: 'صندوق پیام‌های بازخورد',
  request: { query: z.object({ ...pagingQuery(20), unread: queryBoolean().optional().openapi({ param: { name: 'unread', in: 'query' } }) }) },
  responses: { 200: jsonContent(pageOf(FeedbackSchema), 'پیام‌ها'), 400: problems[400], ...guarded },
});

const readFeedback = createRoute({
  operationId: 'markFeedbackRead',
  ...admin,
  method: 'post',
  path: '/admin/feedbacks/{id}/read',
  summary: 'خوانده شدن یک پیام',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(FeedbackSchema, 'پیام'), 400: problems[400], 404: problems[404], ...guarded },
});

const merchants = createRoute({
  operationId: 'listMerchantsAwaitingReview',
  ...admin,
  method: 'get',
  path: '/admin/merchants/awaiting',
  summary: 'بازرگانان در انتظار تأیید، قدیمی‌ترین نخست',
  request: { query: z.object(pagingQuery(20)) },
  responses: {
    200: jsonContent(
      pageOf(z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), phone: z.string().nullable(), ownerName: z.string(), createdAt: z.string() })),
      'بازرگانان',
    ),
    400: problems[400],
    ...guarded,
  },
});

const confirm = createRoute({
  operationId: 'confirmMerchant',
  ...admin,
  method: 'post',
  path: '/admin/merchants/{id}/confirm',
  summary: 'تأیید بازرگان',
  request: { params: IdParamsSchema },
  responses: done,
});

const refuse = createRoute({
  operationId: 'refuseMerchant',
  ...admin,
  method: 'post',
  path: '/admin/merchants/{id}/refuse',
  summary: 'رد بازرگان با دلیل',
  request: { params: IdParamsSchema, body: json(MerchantRefusalSchema) },
  responses: done,
});

const pagesList = createRoute({
  operationId: 'listPagesForAdmin',
  ...admin,
  method: 'get',
  path: '/admin/pages',
  summary: 'همهٔ صفحه‌ها، پیش‌نویس‌ها هم',
  request: {
    query: z.object({
      ...pagingQuery(20),
      state: z.enum(['published', 'draft']).optional().openapi({ param: { name: 'state', in: 'query' } }),
      kind: z.enum(['site', 'supplier']).optional().openapi({ param: { name: 'kind', in: 'query' } }),
      text: z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'text', in: 'query' } }),
    }),
  },
  responses: { 200: jsonContent(PageListSchema, 'صفحه‌ها'), 400: problems[400], ...guarded },
});

const addPage = createRoute({
  operationId: 'createSitePage',
  ...admin,
  method: 'post',
  path: '/admin/pages',
  summary: 'صفحهٔ تازهٔ سایت',
  request: { body: json(PageInputSchema) },
  responses: { 201: jsonContent(PageSchema, 'صفحه'), 400: problems[400], ...guarded },
});

const publish = createRoute({
  operationId: 'setPagePublished',
  ...admin,
  method: 'post',
  path: '/admin/pages/{id}/published',
  summary: 'انتشار یا برداشتن صفحه',
  request: { params: IdParamsSchema, body: json(z.object({ isPublished: z.boolean() }).strict().openapi('PagePublication')) },
  responses: { 200: jsonContent(PageSchema, 'صفحه'), 400: problems[400], 404: problems[404], ...guarded },
});

const editPage = createRoute({
  operationId: 'updatePageAsAdmin',
  ...admin,
  method: 'put',
  path: '/admin/pages/{id}',
  summary: 'ویرایش صفحه',
  request: { params: IdParamsSchema, body: json(PageInputSchema) },
  responses: { 200: jsonContent(PageSchema, 'صفحه'), 400: problems[400], 404: problems[404], ...guarded },
});

const removePage = createRoute({
  operationId: 'deletePageAsAdmin',
  ...admin,
  method: 'delete',
  path: '/admin/pages/{id}',
  summary: 'حذف صفحه',
  request: { params: IdParamsSchema },
  responses: done,
});

const announcements = createRoute({
  operationId: 'listAllAnnouncements',
  ...admin,
  method: 'get',
  path: '/admin/announcements',
  summary: 'همهٔ اطلاعیه‌ها، گذشته و آینده',
  responses: { 200: jsonContent(z.array(AnnouncementSchema), 'اطلاعیه‌ها'), ...guarded },
});

const addAnnouncement = createRoute({
  operationId: 'createAnnouncement',
  ...admin,
  method: 'post',
  path: '/admin/announcements',
  summary: 'اطلاعیهٔ تازه',
  request: { body: json(AnnouncementInputSchema) },
  responses: { 201: jsonContent(AnnouncementSchema, 'اطلاعیه'), 400: problems[400], ...guarded },
});

const editAnnouncement = createRoute({
  operationId: 'updateAnnouncement',
  ...admin,
  method: 'put',
  path: '/admin/announcements/{id}',
  summary: 'ویرایش اطلاعیه',
  request: { params: IdParamsSchema, body: json(AnnouncementInputSchema) },
  responses: { 200: jsonContent(AnnouncementSchema, 'اطلاعیه'), 400: problems[400], 404: problems[404], ...guarded },
});

const removeAnnouncement = createRoute({
  operationId: 'deleteAnnouncement',
  ...admin,
  method: 'delete',
  path: '/admin/announcements/{id}',
  summary: 'حذف اطلاعیه',
  request: { params: IdParamsSchema },
  responses: done,
});

const badges = createRoute({
  operationId: 'listSupplierBadges',
  ...admin,
  method: 'get',
  path: '/admin/suppliers',
  summary: 'تأمین‌کنندگان با نشان تأییدشان',
  request: { query: z.object({ ...pagingQuery(20), text: z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'text', in: 'query' } }) }) },
  responses: {
    200: jsonContent(pageOf(z.object({ id: z.number().int(), name: z.string(), isVerified: z.boolean() })), 'تأمین‌کنندگان'),
    400: problems[400],
    ...guarded,
  },
});

const verify = createRoute({
  operationId: 'setSupplierVerified',
  ...admin,
  method: 'post',
  path: '/admin/suppliers/{id}/verified',
  summary: 'دادن یا پس گرفتن نشان تأمین‌کنندهٔ تأییدشده',
  request: { params: IdParamsSchema, body: json(z.object({ isVerified: z.boolean() }).strict().openapi('SupplierVerification')) },
  responses: { 200: jsonContent(z.object({ id: z.number().int(), name: z.string(), isVerified: z.boolean() }), 'تأمین‌کننده'), 400: problems[400], 404: problems[404], ...guarded },
});

export function registerAdminRoutes(app: Router) {
  app.openapi(chart, async (c) => {
    await requireRole(c, 'admin');
    const q = c.req.valid('query');
    privateNoStore(c);
    return c.json(await visitsPerDay(await getDb(), q.from, q.to, q.pageKind), 200);
  });

  app.openapi(comments, async (c) => {
    await requireRole(c, 'admin');
    const q = c.req.valid('query');
    privateNoStore(c);
    return c.json(await commentsInState(await getDb(), q.state, readPaging(q)), 200);
  });

  app.openapi(moderate, async (c) => {
    const user = await requireRole(c, 'admin');
    const { ids, state } = c.req.valid('json');
    const pageIds = await moderateComments(await getDb(), user.id, ids, state);
    for (const id of pageIds) publishDataChanged({ entity: 'page', id });
    return c.body(null, 204);
  });

  app.openapi(feedback, async (c) => {
    await requireRole(c, 'admin');
    const q = c.req.valid('query');
    privateNoStore(c);
    return c.json(await feedbackInbox(await getDb(), readPaging(q), q.unread ?? false), 200);
  });

  app.openapi(readFeedback, async (c) => {
    await requireRole(c, 'admin');
    return c.json(await markFeedbackRead(await getDb(), c.req.valid('param').id), 200);
  });

  app.openapi(merchants, async (c) => {
    await requireRole(c, 'admin');
    privateNoStore(c);
    return c.json(await merchantsAwaitingReview(await getDb(), readPaging(c.req.valid('query'))), 200);
  });

  app.openapi(confirm, async (c) => {
    await requireRole(c, 'admin');
    const { id } = c.req.valid('param');
    await confirmMerchant(await getDb(), id);
    publishDataChanged({ entity: 'merchant', id });
    return c.body(null, 204);
  });

  app.openapi(refuse, async (c) => {
    await requireRole(c, 'admin');
    const { id } = c.req.valid('param');
    await refuseMerchant(await getDb(), id, c.req.valid('json').reason);
    publishDataChanged({ entity: 'merchant', id });
    return c.body(null, 204);
  });

  app.openapi(pagesList, async (c) => {
    await requireRole(c, 'admin');
    const q = c.req.valid('query');
    privateNoStore(c);
    return c.json(await adminPages(await getDb(), readPaging(q), q), 200);
  });

  app.openapi(addPage, async (c) => {
    const user = await requireRole(c, 'admin');
    const page = await createSitePage(await getDb(), user.id, c.req.valid('json'));
    publishDataChanged({ entity: 'page', id: page.id });
    return c.json(page, 201);
  });

  app.openapi(publish, async (c) => {
    await requireRole(c, 'admin');
    const page = await setPagePublished(await getDb(), c.req.valid('param').id, c.req.valid('json').isPublished);
    publishDataChanged({ entity: 'page', id: page.id, related: page.supplier ? [{ entity: 'supplier', id: page.supplier.id }] : [] });
    return c.json(page, 200);
  });

  app.openapi(editPage, async (c) => {
    await requireRole(c, 'admin');
    const page = await updatePageAsAdmin(await getDb(), c.req.valid('param').id, c.req.valid('json'));
    publishDataChanged({ entity: 'page', id: page.id, related: page.supplier ? [{ entity: 'supplier', id: page.supplier.id }] : [] });
    return c.json(page, 200);
  });

  app.openapi(removePage, async (c) => {
    await requireRole(c, 'admin');
    const { id } = c.req.valid('param');
    const { supplierId } = await deletePageAsAdmin(await getDb(), id);
    publishDataChanged({ entity: 'page', id, related: supplierId ? [{ entity: 'supplier', id: supplierId }] : [] });
    return c.body(null, 204);
  });

  app.openapi(announcements, async (c) => {
    await requireRole(c, 'admin');
    privateNoStore(c);
    return c.json(await allAnnouncements(await getDb()), 200);
  });

  app.openapi(addAnnouncement, async (c) => {
    const user = await requireRole(c, 'admin');
    const created = await createAnnouncement(await getDb(), user.id, c.req.valid('json'));
    publishDataChanged({ entity: 'announcement', id: created.id });
    return c.json(created, 201);
  });

  app.openapi(editAnnouncement, async (c) => {
    await requireRole(c, 'admin');
    const updated = await updateAnnouncement(await getDb(), c.req.valid('param').id, c.req.valid('json'));
    publishDataChanged({ entity: 'announcement', id: updated.id });
    return c.json(updated, 200);
  });

  app.openapi(removeAnnouncement, async (c) => {
    await requireRole(c, 'admin');
    const { id } = c.req.valid('param');
    await deleteAnnouncement(await getDb(), id);
    publishDataChanged({ entity: 'announcement', id });
    return c.body(null, 204);
  });

  app.openapi(badges, async (c) => {
    await requireRole(c, 'admin');
    const q = c.req.valid('query');
    privateNoStore(c);
    return c.json(await suppliersForBadge(await getDb(), readPaging(q), q.text), 200);
  });

  app.openapi(verify, async (c) => {
    await requireRole(c, 'admin');
    const row = await setSupplierVerified(await getDb(), c.req.valid('param').id, c.req.valid('json').isVerified);
    publishDataChanged({ entity: 'supplier', id: row.id });
    return c.json(row, 200);
  });
}
