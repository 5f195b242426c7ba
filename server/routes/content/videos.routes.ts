import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { publicCache } from '../../http/cache-headers';
import { notFound } from '../../http/problem';
import { getDb } from '../../db/client';
import { getStorage } from '../../adapters/storage';
import { idValue, pageOf, pagingQuery, readPaging } from '../../../api/contract/paging';
import { VideoSchema } from '../../../api/contract/content';
import { listVideos, videoFile } from '../../services/content/videos';

const common = { tags: ['content'], security: [] as never[], method: 'get' as const };
const VideoList = pageOf(VideoSchema).openapi('MediaVideoList');

const list = createRoute({
  operationId: 'listVideos',
  ...common,
  path: '/mediavideos',
  summary: 'ویدئوهای بازارگاه، تازه‌ترین نخست',
  request: { query: z.object(pagingQuery(12)) },
  responses: { 200: jsonContent(VideoList, 'ویدئوها'), 400: problems[400] },
});

const search = createRoute({
  operationId: 'searchVideos',
  ...common,
  path: '/mediavideos/search',
  summary: 'جستجوی ویدئوها در عنوان و شرح',
  request: { query: z.object({ ...pagingQuery(12), text: z.string().trim().max(100).default('').openapi({ param: { name: 'text', in: 'query' } }) }) },
  responses: { 200: jsonContent(VideoList, 'ویدئوها'), 400: problems[400] },
});

const file = createRoute({
  operationId: 'getVideoFile',
  ...common,
  path: '/mediavideos/{id}/{file}',
  summary: 'فایل ویدئو (WebM) یا تصویر پیش‌نمایش آن (WebP)',
  request: {
    params: z.object({
      id: idValue().openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
      file: z.enum(['clip.webm', 'poster.webp']).openapi({ param: { name: 'file', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'فایل', content: { 'video/webm': { schema: z.any() }, 'image/webp': { schema: z.any() } } },
    400: problems[400],
    404: problems[404],
  },
});

export function registerVideoRoutes(app: Router) {
  app.openapi(list, async (c) => {
    publicCache(c);
    return c.json(await listVideos(await getDb(), readPaging(c.req.valid('query'))), 200);
  });
  app.openapi(search, async (c) => {
    const q = c.req.valid('query');
    publicCache(c);
    return c.json(await listVideos(await getDb(), readPaging(q), q.text), 200);
  });
  app.openapi(file, async (c) => {
    const { id, file: name } = c.req.valid('param');
    const stored = await videoFile(await getDb(), getStorage(), id, name);
    if (!stored) throw notFound('فایلی برای این ویدئو پیدا نشد');
    return c.body(stored.data as Uint8Array<ArrayBuffer>, 200, {
      'content-type': stored.contentType,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    }) as never;
  });
}
