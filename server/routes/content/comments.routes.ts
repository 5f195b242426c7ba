import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, optionalBearerSecurity, requireUser, signedIn } from '../../http/auth';
import { privateNoStore, publicCache } from '../../http/cache-headers';
import { visitorOf } from '../../http/visitor';
import { limitAnonymousLikes } from '../../http/anonymous-likes';
import { getDb } from '../../db/client';
import { publishDataChanged } from '../../events/data-changed';
import { entityTag } from '../../../lib/cache-tags';
import { IdParamsSchema, pageOf, pagingQuery, readPaging } from '../../../api/contract/paging';
import { CommentInputSchema, CommentNodeSchema, CommentSchema, LikeResultSchema } from '../../../api/contract/content';
import { activeCommentTree, likeComment, myComments, postComment } from '../../services/content/comments';

const post = createRoute({
  operationId: 'postPageComment',
  tags: ['content'],
  security: bearerSecurity,
  middleware: [signedIn],
  method: 'post',
  path: '/pagecomments',
  summary: 'نوشتن دیدگاه یا پاسخ؛ پس از بررسی مدیر نمایش داده می‌شود',
  request: { body: { required: true, content: { 'application/json': { schema: CommentInputSchema } } } },
  responses: { 201: jsonContent(CommentSchema, 'دیدگاه در انتظار بررسی'), 400: problems[400], 401: problems[401], 404: problems[404], 409: problems[400] },
});

const tree = createRoute({
  operationId: 'getActiveCommentTree',
  tags: ['content'],
  security: [],
  method: 'get',
  path: '/pagecomments/{id}/active-tree',
  summary: 'درخت دیدگاه‌های پذیرفته‌شدهٔ یک صفحه (شناسهٔ صفحه)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(z.array(CommentNodeSchema), 'دیدگاه‌ها'), 400: problems[400], 404: problems[404] },
});

const like = createRoute({
  operationId: 'likePageComment',
  tags: ['content'],
  security: optionalBearerSecurity,
  method: 'post',
  path: '/pagecomments/{id}/like',
  summary: 'پسندیدن دیدگاه؛ برای هر کاربر یا بازدیدکننده یک بار',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(LikeResultSchema, 'شمار پسندها'), 400: problems[400], 404: problems[404], 429: problems[429] },
});

const mine = createRoute({
  operationId: 'listMyPageComments',
  tags: ['content'],
  security: bearerSecurity,
  middleware: [signedIn],
  method: 'get',
  path: '/pagecomments/mine',
  summary: 'دیدگاه‌های من با وضعیت بررسی',
  request: { query: z.object(pagingQuery(10)) },
  responses: { 200: jsonContent(pageOf(CommentSchema), 'دیدگاه‌ها'), 400: problems[400], 401: problems[401] },
});

export function registerCommentRoutes(app: Router) {
  app.openapi(post, async (c) => {
    const user = await requireUser(c);
    // Nothing public changes until an admin approves it.
    return c.json(await postComment(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(tree, async (c) => {
    const { id } = c.req.valid('param');
    publicCache(c, [entityTag('page', id)]);
    return c.json(await activeCommentTree(await getDb(), id), 200);
  });

  app.openapi(like, async (c) => {
    const visitor = (await visitorOf(c, { issue: true }))!;
    await limitAnonymousLikes(c, visitor);
    const { pageId, ...result } = await likeComment(await getDb(), c.req.valid('param').id, visitor.key);
    // The page's comment tree shows the count.
    publishDataChanged({ entity: 'page', id: pageId });
    privateNoStore(c);
    return c.json(result, 200);
  });

  app.openapi(mine, async (c) => {
    const user = await requireUser(c);
    privateNoStore(c);
    return c.json(await myComments(await getDb(), user.id, readPaging(c.req.valid('query'))), 200);
  });
}
