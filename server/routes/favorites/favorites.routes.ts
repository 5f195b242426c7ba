import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, optionalUser, requireUser, signedIn } from '../../http/auth';
import { LOGIN_PATH, safeRedirectPath } from '../../../lib/safe-redirect';
import { getDb } from '../../db/client';
import { IdParamsSchema, readPaging } from '../../../api/contract/paging';
import {
  FavoriteByObjectQuerySchema,
  FAVORITE_AFTER_LOGIN_HASH,
  FavoriteByTypeQuerySchema,
  FavoriteFormSchema,
  FavoriteInputSchema,
  FavoriteKeysSchema,
  FavoritesOfObjectsQuerySchema,
  FavoriteListQuerySchema,
  FavoriteOfObjectSchema,
  FavoritePageSchema,
  FavoriteSchema,
} from '../../../api/contract/favorites';
import { addFavorite, favoriteOf, favoritesOfObjects, listFavorites, removeFavorite } from '../../services/favorites/favorites';

const common = { tags: ['favorites'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403] };
const PRIVATE = 'private, no-store';

const list = createRoute({
  operationId: 'listFavorites',
  ...common,
  method: 'get',
  path: '/userfavorites',
  summary: 'علاقه‌مندی‌های کاربر، تازه‌ترین اول، با نام، تصویر و قیمت کنونی',
  request: { query: FavoriteListQuerySchema },
  responses: { 200: jsonContent(FavoritePageSchema, 'علاقه‌مندی‌ها'), 400: problems[400], ...guarded },
});

const byType = createRoute({
  operationId: 'listFavoritesByType',
  ...common,
  method: 'get',
  path: '/userfavorites/by-type',
  summary: 'علاقه‌مندی‌های یک نوع (کالا، تأمین‌کننده، کالای پایه، مطلب)',
  request: { query: FavoriteByTypeQuerySchema },
  responses: { 200: jsonContent(FavoritePageSchema, 'علاقه‌مندی‌ها'), 400: problems[400], ...guarded },
});

const byObject = createRoute({
  operationId: 'getFavoriteOfObject',
  ...common,
  method: 'get',
  path: '/userfavorites/by-object-id',
  summary: 'علاقه‌مندی کاربر برای یک مورد، یا null',
  request: { query: FavoriteByObjectQuerySchema },
  responses: { 200: jsonContent(FavoriteOfObjectSchema, 'علاقه‌مندی یا null'), 400: problems[400], ...guarded },
});

const ofObjects = createRoute({
  operationId: 'listFavoritesOfObjects',
  ...common,
  method: 'get',
  path: '/userfavorites/of-objects',
  summary: 'کدام‌یک از این موردها در علاقه‌مندی‌های کاربر است (قلب‌های یک صفحه با یک درخواست)',
  request: { query: FavoritesOfObjectsQuerySchema },
  responses: { 200: jsonContent(FavoriteKeysSchema, 'علاقه‌مندی‌ها از میان این موردها'), 400: problems[400], ...guarded },
});

const create = createRoute({
  operationId: 'addFavorite',
  ...common,
  method: 'post',
  path: '/userfavorites',
  summary: 'افزودن به علاقه‌مندی‌ها؛ دوباره‌فرستادن همان را برمی‌گرداند',
  request: { body: { required: true, content: { 'application/json': { schema: FavoriteInputSchema } } } },
  responses: {
    200: jsonContent(FavoriteSchema, 'پیش‌تر افزوده شده بود'),
    201: jsonContent(FavoriteSchema, 'افزوده شد'),
    400: problems[400],
    404: problems[404],
    409: problems[400],
    ...guarded,
  },
});

const remove = createRoute({
  operationId: 'removeFavorite',
  ...common,
  method: 'delete',
  path: '/userfavorites/{id}',
  summary: 'برداشتن از علاقه‌مندی‌ها',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'برداشته شد' }, 400: problems[400], 404: problems[404], ...guarded },
});

const formBody = <T>(schema: T) => ({ required: true, content: { 'application/x-www-form-urlencoded': { schema } } });

const byForm = createRoute({
  operationId: 'toggleFavoriteByForm',
  tags: ['favorites'],
  security: [],
  method: 'post',
  path: '/userfavorites/form',
  summary: 'افزودن یا برداشتن با فرم HTML (پیش از اجرای اسکریپت‌ها)؛ بازگشت به همان صفحه، یا نخست به ورود',
  request: { body: formBody(FavoriteFormSchema) },
  responses: { 303: { description: 'به صفحه یا به ورود' }, 400: problems[400], 404: problems[404], 409: problems[400] },
});

export function registerFavoriteRoutes(app: Router) {
  app.openapi(byForm, async (c) => {
    const { pageKind, objectId, intent, back } = c.req.valid('form');
    const page = safeRedirectPath(back.split('#')[0], '/');
    // A cookie sent by another site's form counts as no login (optionalUser): nothing is done.
    const user = await optionalUser(c);
    if (!user) {
      const then = intent === 'add' ? `${page}${FAVORITE_AFTER_LOGIN_HASH}${pageKind}:${objectId}` : page;
      return c.redirect(`${LOGIN_PATH}?redirectPath=${encodeURIComponent(then)}`, 303);
    }
    const db = await getDb();
    if (intent === 'add') await addFavorite(db, user.id, pageKind, objectId);
    else {
      const existing = await favoriteOf(db, user.id, pageKind, objectId);
      if (existing) await removeFavorite(db, user.id, existing.id);
    }
    return c.redirect(page, 303);
  });

  app.openapi(list, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await listFavorites(await getDb(), user.id, readPaging(c.req.valid('query'))), 200);
  });

  app.openapi(byType, async (c) => {
    const user = await requireUser(c);
    const query = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    return c.json(await listFavorites(await getDb(), user.id, readPaging(query), query.pageKind), 200);
  });

  app.openapi(byObject, async (c) => {
    const user = await requireUser(c);
    const { pageKind, objectId } = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    return c.json(await favoriteOf(await getDb(), user.id, pageKind, objectId), 200);
  });

  app.openapi(ofObjects, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await favoritesOfObjects(await getDb(), user.id, c.req.valid('query').keys), 200);
  });

  app.openapi(create, async (c) => {
    const user = await requireUser(c);
    const { pageKind, objectId } = c.req.valid('json');
    const { favorite, created } = await addFavorite(await getDb(), user.id, pageKind, objectId);
    return created ? c.json(favorite, 201) : c.json(favorite, 200);
  });

  app.openapi(remove, async (c) => {
    const user = await requireUser(c);
    await removeFavorite(await getDb(), user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
