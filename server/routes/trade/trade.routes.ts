import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { accessTokenOf, bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { ProblemError } from '../../http/problem';
import { getDb } from '../../db/client';
import { getStorage } from '../../adapters/storage';
import { IdParamsSchema, pageOf, readPaging } from '../../../api/contract/paging';
import {
  DirectOrderInputSchema,
  DirectOrderUpdateSchema,
  MembershipAndPriceSchema,
  MembershipPlanSchema,
  MembershipSchema,
  MyTradeRequestsQuerySchema,
  SupplierTradeRequestsQuerySchema,
  TradeDocumentTypeQuerySchema,
  TradeDocumentTypeSchema,
  TradeEventSchema,
  TradeEventsQuerySchema,
  TradeFileSchema,
  TradeFileUploadSchema,
  TradeRequestPageSchema,
  TradeRequestSchema,
  TradeTransitionInputSchema,
  TRADE_ACTION_PATHS,
} from '../../../api/contract/trade';
import {
  createDirectOrder,
  getTradeRequest,
  membershipAndPrice,
  myTradeRequests,
  supplierTradeRequests,
  tradeEvents,
  transition,
  updateDirectOrder,
} from '../../services/trade/trade-requests';
import { currentMembership, ensureBaseMembership, listPlans } from '../../services/trade/membership';
import { listDocumentTypes, loadTradeFile, saveTradeFile } from '../../services/trade/trade-files';
import { ACTION_NAMES, TRANSITIONS, type TransitionAction } from '../../services/trade/trade-states';
import { printOrderReport } from '../../services/trade/order-report-pdf';
import { privateFileRoutes } from '../../http/private-file-routes';
import { privateFileHeaders } from '../../services/files/checked-upload';

const json = <T>(schema: T, required = true) => ({ required, content: { 'application/json': { schema } } });
const common = { tags: ['trade'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403] };
const PRIVATE = 'private, no-store';

const documentTypes = createRoute({
  operationId: 'listTradeDocumentTypes',
  tags: ['trade'],
  security: [],
  method: 'get',
  path: '/tradedocumenttypes',
  summary: 'انواع سندی که یک سفارش مستقیم می‌تواند داشته باشد',
  request: { query: TradeDocumentTypeQuerySchema },
  responses: { 200: jsonContent(pageOf(TradeDocumentTypeSchema), 'انواع سند'), 400: problems[400] },
});

const plans = createRoute({
  operationId: 'listMembershipPlans',
  tags: ['trade'],
  security: [],
  method: 'get',
  path: '/membershipplans',
  summary: 'طرح‌های عضویت: انتشار رایگان در ماه و هزینهٔ هر انتشار بیشتر',
  responses: { 200: jsonContent(z.array(MembershipPlanSchema), 'طرح‌ها') },
});

const myPlan = createRoute({
  operationId: 'getMyMembership',
  ...common,
  method: 'get',
  path: '/membershipplans/mine',
  summary: 'طرح کنونی من و آنچه از سهمیهٔ رایگان این ماه مانده است',
  responses: { 200: jsonContent(MembershipSchema, 'طرح من'), ...guarded },
});

const ensurePlan = createRoute({
  operationId: 'ensureMembershipPlan',
  ...common,
  method: 'post',
  path: '/membershipplans',
  summary: 'طرح پایه را برای کاربر می‌سازد اگر نداشته باشد؛ طرح کنونی و مصرف این ماه را می‌دهد',
  responses: { 200: jsonContent(MembershipSchema, 'طرح کنونی'), ...guarded },
});

const mine = createRoute({
  operationId: 'listMyTradeRequests',
  ...common,
  method: 'get',
  path: '/traderequests',
  summary: 'سفارش‌های مستقیم من، با پالایش وضعیت و تاریخ',
  request: { query: MyTradeRequestsQuerySchema },
  responses: { 200: jsonContent(TradeRequestPageSchema, 'سفارش‌ها'), 400: problems[400], ...guarded },
});

const bySupplier = createRoute({
  operationId: 'listSupplierTradeRequests',
  ...common,
  method: 'get',
  path: '/traderequests/by-supplier',
  summary: 'سفارش‌های منتشرشده برای یکی از ویترین‌های من',
  request: { query: SupplierTradeRequestsQuerySchema },
  responses: { 200: jsonContent(TradeRequestPageSchema, 'سفارش‌ها'), 400: problems[400], 404: problems[404], ...guarded },
});

const create = createRoute({
  operationId: 'createDirectOrder',
  ...common,
  method: 'post',
  path: '/traderequests/direct-order',
  summary: 'پیش‌نویس سفارش مستقیم دربارهٔ یک کالای تأمین‌کننده (یا شرح آزاد برای یک تأمین‌کننده)',
  request: { body: json(DirectOrderInputSchema) },
  responses: { 201: jsonContent(TradeRequestSchema, 'پیش‌نویس ساخته شد'), 400: problems[400], 404: problems[404], 409: problems[400], ...guarded },
});

const update = createRoute({
  operationId: 'updateDirectOrder',
  ...common,
  method: 'put',
  path: '/traderequests/direct-order/{id}',
  summary: 'ویرایش پیش‌نویس (فقط در وضعیت پیش‌نویس)',
  request: { params: IdParamsSchema, body: json(DirectOrderUpdateSchema) },
  responses: { 200: jsonContent(TradeRequestSchema, 'ذخیره شد'), 400: problems[400], 404: problems[404], 409: problems[400], ...guarded },
});

const getOne = createRoute({
  operationId: 'getTradeRequest',
  ...common,
  method: 'get',
  path: '/traderequests/{id}',
  summary: 'یک سفارش مستقیم و کارهایی که کاربر اکنون می‌تواند بکند',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(TradeRequestSchema, 'سفارش'), 400: problems[400], 404: problems[404], ...guarded },
});

const price = createRoute({
  operationId: 'getTradeRequestMembershipAndPrice',
  ...common,
  method: 'get',
  path: '/traderequests/{id}/membership-and-price',
  summary: 'هزینهٔ انتشار این سفارش با طرح عضویت کاربر (سهمیهٔ رایگان ماه یا هزینه به ریال)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(MembershipAndPriceSchema, 'هزینه'), 400: problems[400], 404: problems[404], ...guarded },
});

const events = createRoute({
  operationId: 'listTradeRequestEvents',
  ...common,
  method: 'get',
  path: '/traderequestevents',
  summary: 'رویدادهای یک سفارش به ترتیب زمان: چه کسی، کی، از کدام وضعیت به کدام و چرا',
  request: { query: TradeEventsQuerySchema },
  responses: { 200: jsonContent(z.array(TradeEventSchema), 'رویدادها'), 400: problems[400], 404: problems[404], ...guarded },
});

const files = privateFileRoutes({
  tag: 'trade',
  path: '/files',
  upload: {
    operationId: 'uploadTradeFile',
    summary: 'بارگذاری سند سفارش (JPEG، PNG، WebP یا PDF، حداکثر ۱۰ مگابایت) پیش از افزودن به پیش‌نویس',
    form: TradeFileUploadSchema,
    saved: TradeFileSchema,
  },
  download: { operationId: 'getTradeFile', summary: 'یک سند سفارش، فقط برای خریدار و تأمین‌کنندهٔ آن' },
});

const reportPdf = createRoute({
  operationId: 'getTradeRequestReportPdf',
  ...common,
  method: 'get',
  path: '/traderequests/{id}/report.pdf',
  summary: 'گزارش چاپی سفارش به‌صورت PDF (صفحهٔ گزارش، چاپ‌شده با Chromium و نشست خود کاربر)',
  request: { params: IdParamsSchema },
  responses: {
    200: { description: 'PDF', content: { 'application/pdf': { schema: z.any() } } },
    400: problems[400],
    404: problems[404],
    429: problems[429],
    503: { description: 'ساخت PDF اکنون ممکن نیست، یا گزارش‌های بسیاری در صف است', content: problems[400].content },
    ...guarded,
  },
});

const pathOf = (action: TransitionAction) => `/traderequests/{id}/${TRADE_ACTION_PATHS[action]}`;

const transitionRoute = (action: TransitionAction) =>
  createRoute({
    operationId: `tradeRequest${action.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`,
    ...common,
    method: 'post',
    path: pathOf(action),
    summary: `${ACTION_NAMES[action]} (${TRANSITIONS[action].by.map((s) => (s === 'buyer' ? 'خریدار' : 'تأمین‌کننده')).join(' یا ')})`,
    request: { params: IdParamsSchema, body: json(TradeTransitionInputSchema, false) },
    responses: {
      200: jsonContent(TradeRequestSchema, 'انجام شد'),
      400: problems[400],
      404: problems[404],
      409: { description: 'در وضعیت کنونی ممکن نیست (currentState)', content: problems[400].content },
      ...guarded,
    },
  });

const noFile = () =>
  new ProblemError({
    status: 400,
    code: 'validation_failed',
    detail: 'فایلی فرستاده نشده است',
    errors: [{ field: 'file', message: 'فایل را در فیلد file بفرستید', code: 'invalid_type' }],
  });

export function registerTradeRoutes(app: Router) {
  app.openapi(documentTypes, async (c) => {
    const query = c.req.valid('query');
    const paging = readPaging(query);
    const all = await listDocumentTypes(await getDb(), query['filter.text']);
    const start = (paging.pageNumber - 1) * paging.pageSize;
    return c.json({ items: all.slice(start, start + paging.pageSize), totalCount: all.length, ...paging }, 200);
  });

  app.openapi(plans, async (c) => c.json(await listPlans(await getDb()), 200));

  app.openapi(myPlan, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await currentMembership(await getDb(), user.id), 200);
  });

  app.openapi(ensurePlan, async (c) => {
    const user = await requireUser(c);
    return c.json(await ensureBaseMembership(await getDb(), user.id), 200);
  });

  app.openapi(mine, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await myTradeRequests(await getDb(), user.id, c.req.valid('query')), 200);
  });

  app.openapi(bySupplier, async (c) => {
    const user = await requireUser(c);
    const query = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    return c.json(await supplierTradeRequests(await getDb(), user.id, query.supplierId, query), 200);
  });

  app.openapi(create, async (c) => {
    const user = await requireUser(c);
    return c.json(await createDirectOrder(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(update, async (c) => {
    const user = await requireUser(c);
    return c.json(await updateDirectOrder(await getDb(), user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  });

  app.openapi(getOne, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await getTradeRequest(await getDb(), user.id, c.req.valid('param').id), 200);
  });

  app.openapi(price, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await membershipAndPrice(await getDb(), user.id, c.req.valid('param').id), 200);
  });

  for (const action of Object.keys(TRANSITIONS) as TransitionAction[]) {
    app.openapi(transitionRoute(action), async (c) => {
      const user = await requireUser(c);
      const body = (c.req.valid('json') as z.infer<typeof TradeTransitionInputSchema> | undefined) ?? {};
      return c.json(await transition(await getDb(), user.id, c.req.valid('param').id, action, body), 200);
    });
  }

  app.openapi(reportPdf, async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    await getTradeRequest(await getDb(), user.id, id); // only an order the caller may see
    const pdf = await printOrderReport(user.id, id, accessTokenOf(c));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="order-${id}.pdf"`,
      'cache-control': PRIVATE,
    }) as never;
  });

  app.openapi(events, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await tradeEvents(await getDb(), user.id, c.req.valid('query').tradeRequestId), 200);
  });

  app.openapi(files.upload, async (c) => {
    const user = await requireUser(c);
    const { file, documentTypeId } = c.req.valid('form') as { file?: unknown; documentTypeId?: string };
    if (!(file instanceof File)) throw noFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const saved = await saveTradeFile(await getDb(), getStorage(), user.id, { name: file.name, bytes, documentTypeId: documentTypeId ? Number(documentTypeId) : null });
    return c.json(saved, 201);
  });

  app.openapi(files.download, async (c) => {
    const user = await requireUser(c);
    const { file, fileName, contentType } = await loadTradeFile(await getDb(), getStorage(), user.id, c.req.valid('param').id);
    return c.body(file.data as Uint8Array<ArrayBuffer>, 200, privateFileHeaders(contentType, fileName)) as never;
  });
}
