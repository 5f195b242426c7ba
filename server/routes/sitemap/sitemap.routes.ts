import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import {
  SitemapEntryParamsSchema,
  SitemapEntrySchema,
  SitemapKindParamsSchema,
  SitemapListQuerySchema,
  SitemapListSchema,
  SitemapRangesQuerySchema,
  SitemapRangesSchema,
} from '../../../api/contract/sitemap';
import { getDb } from '../../db/client';
import { getSitemapEntry, listSitemapEntries, sitemapRanges } from '../../services/sitemap/sitemap-listing';
import { publicCache } from '../../http/cache-headers';
import { LIST_TAGS } from '../../../lib/cache-tags';

const tags = [LIST_TAGS.sitemap];

const list = createRoute({
  operationId: 'listSitemapRows',
  security: [],
  method: 'get',
  path: '/sitemap/{kind}',
  tags,
  summary: 'ردیف‌های عمومی یک نوع (شناسه، نامک، آخرین تغییر) به ترتیب شناسه، صفحه‌به‌صفحه با کلید',
  request: { params: SitemapKindParamsSchema, query: SitemapListQuerySchema },
  responses: { 200: jsonContent(SitemapListSchema, 'یک صفحه از ردیف‌ها'), 400: problems[400] },
});

const ranges = createRoute({
  operationId: 'listSitemapRanges',
  security: [],
  method: 'get',
  path: '/sitemap/{kind}/ranges',
  tags,
  summary: 'بازه‌های ناتهی شناسه با شمار ردیف و آخرین تغییر (بخش‌های نقشه سایت)',
  request: { params: SitemapKindParamsSchema, query: SitemapRangesQuerySchema },
  responses: { 200: jsonContent(SitemapRangesSchema, 'بازه‌ها'), 400: problems[400] },
});

const entry = createRoute({
  operationId: 'getSitemapEntry',
  security: [],
  method: 'get',
  path: '/sitemap/{kind}/{id}',
  tags,
  summary: 'نامک و آخرین تغییر یک ردیف که صفحه‌اش وجود دارد',
  request: { params: SitemapEntryParamsSchema },
  responses: { 200: jsonContent(SitemapEntrySchema, 'ردیف'), 400: problems[400], 404: problems[404] },
});

/** Every announced change but an advertisement's carries this tag (tagsOf, data-changed.ts). */
const SITEMAP_TAGS = [LIST_TAGS.sitemap];

export function registerSitemapRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const result = await listSitemapEntries(await getDb(), c.req.valid('param').kind, c.req.valid('query'));
    publicCache(c, SITEMAP_TAGS);
    return c.json(result, 200);
  });

  app.openapi(ranges, async (c) => {
    const result = await sitemapRanges(await getDb(), c.req.valid('param').kind, c.req.valid('query').width);
    publicCache(c, SITEMAP_TAGS);
    return c.json(result, 200);
  });

  app.openapi(entry, async (c) => {
    const { kind, id } = c.req.valid('param');
    const result = await getSitemapEntry(await getDb(), kind, id);
    publicCache(c, SITEMAP_TAGS);
    return c.json(result, 200);
  });
}
