import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { SuggestionsQuerySchema, SuggestionsSchema } from '../../../api/contract/search';
import { getDb } from '../../db/client';
import { suggest } from '../../services/search/suggestions';
import { publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';

const suggestions = createRoute({
  operationId: 'listSearchSuggestions',
  security: [],
  method: 'get',
  path: '/searches/suggestions',
  tags: ['searches'],
  summary: 'پیشنهادهای جست‌وجو هنگام تایپ: دسته‌ها، کالاها و تأمین‌کنندگان',
  request: { query: SuggestionsQuerySchema },
  responses: { 200: jsonContent(SuggestionsSchema, 'پیشنهادها در سه گروه'), 400: problems[400] },
});

export function registerSearchRoutes(app: Router) {
  app.openapi(suggestions, async (c) => {
    const result = await suggest(await getDb(), c.req.valid('query'));
    publicCache(c, [LIST_TAGS.categories, LIST_TAGS.products, LIST_TAGS.suppliers]);
    return c.json(result, 200);
  });
}
