import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { problems } from '../../http/responses';
import { getDb } from '../../db/client';
import { MEDIA_KINDS } from '../../db/seed/catalog/images';
import { renderMedia } from '../../services/catalog/media';

const MediaParamsSchema = z.object({
  kind: z.enum(MEDIA_KINDS).openapi({ param: { name: 'kind', in: 'path' }, example: 'products' }),
  file: z
    .string()
    .regex(/^[1-9]\d{0,15}(-[1-9])?\.svg$/)
    .openapi({ param: { name: 'file', in: 'path' }, example: '12.svg', description: '`{id}.svg` or `{id}-{n}.svg`' }),
});

const media = createRoute({
  operationId: 'getMediaFile',
  security: [],
  method: 'get',
  path: '/media/{kind}/{file}',
  tags: ['media'],
  summary: 'تصویر SVG کالا، تأمین‌کننده، دسته یا آگهی که از روی خود آن ساخته می‌شود',
  request: { params: MediaParamsSchema },
  responses: {
    200: { description: 'تصویر', content: { 'image/svg+xml': { schema: z.string() } } },
    400: problems[400],
    404: problems[404],
  },
});

export function registerMediaRoutes(app: Router) {
  app.openapi(media, async (c) => {
    const { kind, file } = c.req.valid('param');
    const [id, variant = '1'] = file.slice(0, -'.svg'.length).split('-');
    const { svg, shown } = await renderMedia(await getDb(), kind, Number(id), Number(variant));
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      // The picture follows the object's name, which rarely changes; one drawn without its name
      // (not shown to the public yet) is not kept past the minute it may take to be published.
      'cache-control': shown ? 'public, max-age=86400, stale-while-revalidate=604800' : 'public, max-age=60',
      // Opened directly, an SVG is a document: it may not run scripts or load anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
}
