import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { privateNoStore, publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';
import { getDb } from '../../db/client';
import { visitorOf } from '../../http/visitor';
import { faqReadMayCount } from '../../http/anonymous-counts';
import { IdParamsSchema, idValue } from '../../../api/contract/paging';
import { FaqCategorySchema, FaqGroupSchema, FaqQuestionSchema, platformQuery } from '../../../api/contract/content';
import { activeFaqCategories, countFaqVisit, faqGroups, faqQuestionsOfCategory, topFaqQuestions } from '../../services/content/faq';

/** FAQ answers change with the content desk only; a minute's staleness is fine and they carry no row tags. */
const common = { tags: ['content'], security: [] as never[], method: 'get' as const };

const top = createRoute({
  operationId: 'listTopFaqQuestions',
  ...common,
  path: '/faqquestions/top-most-visited/by-platform',
  summary: 'پرسش‌های پربازدید',
  request: { query: z.object({ ...platformQuery, count: z.coerce.number().int().min(1).max(50).default(10).openapi({ param: { name: 'count', in: 'query' } }) }) },
  responses: { 200: jsonContent(z.array(FaqQuestionSchema), 'پرسش‌ها'), 400: problems[400] },
});

const byCategory = createRoute({
  operationId: 'listFaqQuestionsByCategory',
  ...common,
  path: '/faqquestions/by-category/by-platform',
  summary: 'پرسش‌های یک دسته',
  request: { query: z.object({ ...platformQuery, categoryId: idValue().openapi({ param: { name: 'categoryId', in: 'query', required: true } }) }) },
  responses: { 200: jsonContent(z.array(FaqQuestionSchema), 'پرسش‌ها'), 400: problems[400], 404: problems[404] },
});

const grouped = createRoute({
  operationId: 'listFaqGroups',
  ...common,
  path: '/faqquestions/group-by-category',
  summary: 'همهٔ پرسش‌ها، دسته‌به‌دسته؛ با text فقط پرسش‌هایی که واژه‌ها را دارند',
  request: { query: z.object({ ...platformQuery, text: z.string().trim().max(100).optional().openapi({ param: { name: 'text', in: 'query' } }) }) },
  responses: { 200: jsonContent(z.array(FaqGroupSchema), 'دسته‌ها با پرسش‌ها'), 400: problems[400] },
});

const categories = createRoute({
  operationId: 'listFaqCategories',
  ...common,
  path: '/faqcategories/active-list/by-platform',
  summary: 'دسته‌های فعال پرسش‌های متداول',
  request: { query: z.object(platformQuery) },
  responses: { 200: jsonContent(z.array(FaqCategorySchema), 'دسته‌ها'), 400: problems[400] },
});

const visit = createRoute({
  operationId: 'countFaqQuestionVisit',
  tags: ['content'],
  security: [],
  method: 'post',
  path: '/faqquestions/{id}/visit',
  summary: 'ثبت یک بار خواندن پاسخ (برای رتبهٔ پربازدیدها)',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'ثبت شد' }, 400: problems[400], 404: problems[404] },
});

export function registerFaqRoutes(app: Router) {
  app.openapi(top, async (c) => {
    const q = c.req.valid('query');
    publicCache(c, [LIST_TAGS.faq]);
    return c.json(await topFaqQuestions(await getDb(), q.platform, q.count), 200);
  });
  app.openapi(byCategory, async (c) => {
    const q = c.req.valid('query');
    publicCache(c, [LIST_TAGS.faq]);
    return c.json(await faqQuestionsOfCategory(await getDb(), q.categoryId, q.platform), 200);
  });
  app.openapi(grouped, async (c) => {
    const q = c.req.valid('query');
    publicCache(c, [LIST_TAGS.faq]);
    return c.json(await faqGroups(await getDb(), q.platform, q.text), 200);
  });
  app.openapi(categories, async (c) => {
    publicCache(c, [LIST_TAGS.faq]);
    return c.json(await activeFaqCategories(await getDb(), c.req.valid('query').platform), 200);
  });
  app.openapi(visit, async (c) => {
    const id = c.req.valid('param').id;
    const visitor = (await visitorOf(c, { issue: true }))!;
    await countFaqVisit(await getDb(), id, { mayCount: await faqReadMayCount(c, visitor, id) });
    privateNoStore(c);
    return c.body(null, 204);
  });
}
