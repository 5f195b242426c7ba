import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { getDb } from '../../db/client';
import {
  assertOwnPerson,
  createPersonAddress,
  deletePersonAddress,
  listPersonAddresses,
  updatePersonAddress,
} from '../../services/identity/person-addresses';
import {
  PersonAddressDeleteQuerySchema,
  PersonAddressInputSchema,
  PersonAddressParamsSchema,
  PersonAddressSchema,
  PersonAddressUpdateSchema,
} from '../../../api/contract/addresses';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const base = {
  path: '/persons/{id}/addresses' as const,
  tags: ['users'],
  security: bearerSecurity,
  middleware: [signedIn],
};
const guarded = { 401: problems[401], 403: problems[403], 404: problems[404] };

const list = createRoute({
  operationId: 'listPersonAddresses',
  ...base,
  method: 'get',
  summary: 'نشانی‌های شخص (فقط برای خود او)',
  request: { params: PersonAddressParamsSchema },
  responses: {
    200: jsonContent(z.array(PersonAddressSchema), 'نشانی‌ها'),
    400: problems[400],
    ...guarded,
  },
});

const create = createRoute({
  operationId: 'createPersonAddress',
  ...base,
  method: 'post',
  summary: 'افزودن نشانی شخص',
  request: { params: PersonAddressParamsSchema, body: json(PersonAddressInputSchema) },
  responses: {
    201: jsonContent(PersonAddressSchema, 'نشانی افزوده شد'),
    400: problems[400],
    ...guarded,
  },
});

const update = createRoute({
  operationId: 'updatePersonAddress',
  ...base,
  method: 'put',
  summary: 'ویرایش نشانی شخص (شناسه نشانی در بدنه)',
  request: { params: PersonAddressParamsSchema, body: json(PersonAddressUpdateSchema) },
  responses: {
    200: jsonContent(PersonAddressSchema, 'نشانی ذخیره شد'),
    400: problems[400],
    ...guarded,
  },
});

const remove = createRoute({
  operationId: 'deletePersonAddress',
  ...base,
  method: 'delete',
  summary: 'حذف نشانی شخص (شناسه نشانی در addressId)',
  request: { params: PersonAddressParamsSchema, query: PersonAddressDeleteQuerySchema },
  responses: { 204: { description: 'حذف شد' }, 400: problems[400], ...guarded },
});

export function registerPersonRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const user = await requireUser(c);
    assertOwnPerson(c.req.valid('param').id, user.id);
    c.header('cache-control', 'private, no-store');
    return c.json(await listPersonAddresses(await getDb(), user.id), 200);
  });

  app.openapi(create, async (c) => {
    const user = await requireUser(c);
    assertOwnPerson(c.req.valid('param').id, user.id);
    return c.json(await createPersonAddress(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(update, async (c) => {
    const user = await requireUser(c);
    assertOwnPerson(c.req.valid('param').id, user.id);
    return c.json(await updatePersonAddress(await getDb(), user.id, c.req.valid('json')), 200);
  });

  app.openapi(remove, async (c) => {
    const user = await requireUser(c);
    assertOwnPerson(c.req.valid('param').id, user.id);
    await deletePersonAddress(await getDb(), user.id, c.req.valid('query').addressId);
    return c.body(null, 204);
  });
}
