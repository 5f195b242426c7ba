import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { getDb } from '../../db/client';
import {
  createDeliveryAddress,
  deleteDeliveryAddress,
  getDefaultDeliveryAddress,
  listDeliveryAddresses,
  selectDeliveryAddress,
  updateDeliveryAddress,
} from '../../services/identity/delivery-addresses';
import {
  AddressIdParamsSchema,
  DeliveryAddressInputSchema,
  DeliveryAddressSchema,
} from '../../../api/contract/addresses';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['users'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403] };

const list = createRoute({
  operationId: 'listDeliveryAddresses',
  ...common,
  method: 'get',
  path: '/deliveryaddresses',
  summary: 'نشانی‌های تحویل کاربر؛ پیش‌فرض اول',
  responses: { 200: jsonContent(z.array(DeliveryAddressSchema), 'نشانی‌ها'), ...guarded },
});

const getDefault = createRoute({
  operationId: 'getDefaultDeliveryAddress',
  ...common,
  method: 'get',
  path: '/deliveryaddresses/default',
  summary: 'نشانی تحویل پیش‌فرض (انتخاب‌شده)',
  responses: {
    200: jsonContent(DeliveryAddressSchema, 'نشانی پیش‌فرض'),
    404: problems[404],
    ...guarded,
  },
});

const create = createRoute({
  operationId: 'createDeliveryAddress',
  ...common,
  method: 'post',
  path: '/deliveryaddresses',
  summary: 'افزودن نشانی تحویل؛ نخستین نشانی پیش‌فرض می‌شود',
  request: { body: json(DeliveryAddressInputSchema) },
  responses: {
    201: jsonContent(DeliveryAddressSchema, 'نشانی افزوده شد'),
    400: problems[400],
    ...guarded,
  },
});

const update = createRoute({
  operationId: 'updateDeliveryAddress',
  ...common,
  method: 'put',
  path: '/deliveryaddresses/{id}',
  summary: 'ویرایش نشانی تحویل',
  request: { params: AddressIdParamsSchema, body: json(DeliveryAddressInputSchema) },
  responses: {
    200: jsonContent(DeliveryAddressSchema, 'نشانی ذخیره شد'),
    400: problems[400],
    404: problems[404],
    ...guarded,
  },
});

const remove = createRoute({
  operationId: 'deleteDeliveryAddress',
  ...common,
  method: 'delete',
  path: '/deliveryaddresses/{id}',
  summary: 'حذف نشانی تحویل',
  request: { params: AddressIdParamsSchema },
  responses: { 204: { description: 'حذف شد' }, 400: problems[400], 404: problems[404], ...guarded },
});

const select = createRoute({
  operationId: 'selectDeliveryAddress',
  ...common,
  method: 'post',
  path: '/deliveryaddresses/{id}/selected',
  summary: 'انتخاب نشانی به عنوان پیش‌فرض',
  request: { params: AddressIdParamsSchema },
  responses: {
    200: jsonContent(DeliveryAddressSchema, 'پیش‌فرض شد'),
    400: problems[400],
    404: problems[404],
    ...guarded,
  },
});

export function registerDeliveryAddressRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await listDeliveryAddresses(await getDb(), user.id), 200);
  });

  app.openapi(getDefault, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await getDefaultDeliveryAddress(await getDb(), user.id), 200);
  });

  app.openapi(create, async (c) => {
    const user = await requireUser(c);
    return c.json(await createDeliveryAddress(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(update, async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    return c.json(
      await updateDeliveryAddress(await getDb(), user.id, id, c.req.valid('json')),
      200,
    );
  });

  app.openapi(remove, async (c) => {
    const user = await requireUser(c);
    await deleteDeliveryAddress(await getDb(), user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(select, async (c) => {
    const user = await requireUser(c);
    return c.json(
      await selectDeliveryAddress(await getDb(), user.id, c.req.valid('param').id),
      200,
    );
  });
}
