import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { problems } from '../../http/responses';
import { notFound } from '../../http/problem';
import { getStorage } from '../../adapters/storage';
import { loadPictureFile } from '../../services/pictures/supplier-pictures';

const PictureParamsSchema = z.object({
  hash: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .openapi({ param: { name: 'hash', in: 'path' }, example: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }),
  file: z
    .string()
    .regex(/^\d{2,4}\.(webp|avif)$/)
    .openapi({ param: { name: 'file', in: 'path' }, example: '640.webp', description: '`{width}.webp` or `{width}.avif`' }),
});

const picture = createRoute({
  operationId: 'getPictureFile',
  security: [],
  method: 'get',
  path: '/pictures/{hash}/{file}',
  tags: ['media'],
  summary: 'یک اندازه از تصویر بارگذاری‌شده؛ نامش از محتوایش است و هرگز تغییر نمی‌کند',
  request: { params: PictureParamsSchema },
  responses: {
    200: { description: 'تصویر', content: { 'image/webp': { schema: z.any() }, 'image/avif': { schema: z.any() } } },
    400: problems[400],
    404: problems[404],
  },
});

export function registerPictureRoutes(app: Router) {
  app.openapi(picture, async (c) => {
    const { hash, file } = c.req.valid('param');
    const [width, format] = file.split('.');
    const stored = await loadPictureFile(getStorage(), hash, Number(width), format);
    if (!stored) throw notFound('تصویری با این نشانی وجود ندارد');
    return c.body(stored.data as Uint8Array<ArrayBuffer>, 200, {
      'content-type': stored.contentType,
      // Named by the hash of its pixels: the same name never holds other bytes.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    }) as never;
  });
}
