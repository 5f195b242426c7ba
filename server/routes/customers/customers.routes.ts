import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireRole, requireUser, signedIn, withRole } from '../../http/auth';
import { getDb } from '../../db/client';
import {
  getCustomerProfile,
  listCustomers,
  registerPersonCustomer,
  updateCustomerProfile,
} from '../../services/identity/customers';
import {
  CustomerProfileUpdateSchema,
  CustomerSchema,
  PersonCustomerRequestSchema,
} from '../../../api/contract/customers';
import { pageOf, pagingQuery, readPaging } from '../../../api/contract/paging';
import { z } from '../../../api/contract/zod';
import { registerMerchantAgentRoutes } from './merchant-agents.routes';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['users'], security: bearerSecurity, middleware: [signedIn] };

const list = createRoute({
  operationId: 'listCustomers',
  ...common,
  method: 'get',
  path: '/customers',
  summary: 'مشتری‌ها: برای مدیر همه، برای دیگران فقط رکورد خودشان',
  request: { query: z.object(pagingQuery(10)) },
  responses: {
    200: jsonContent(pageOf(CustomerSchema), 'فهرست'),
    400: problems[400],
    401: problems[401],
  },
});

const personCustomer = createRoute({
  operationId: 'createPersonCustomer',
  ...common,
  method: 'post',
  path: '/customers/personcustomer',
  summary: 'ثبت کاربر به عنوان مشتری حقیقی (نقش customer)',
  request: { body: json(PersonCustomerRequestSchema) },
  responses: {
    201: jsonContent(CustomerSchema, 'مشتری ثبت شد؛ توکن را تازه کنید تا نقش تازه در آن بیاید'),
    400: problems[400],
    401: problems[401],
    409: problems[400],
  },
});

const getProfile = createRoute({
  operationId: 'getCustomerProfile',
  ...common,
  method: 'get',
  path: '/customers/profile',
  summary: 'پروفایل مشتری کاربر',
  responses: {
    200: jsonContent(CustomerSchema, 'پروفایل'),
    401: problems[401],
    403: problems[403],
    404: problems[404],
  },
});

const putProfile = createRoute({
  operationId: 'updateCustomerProfile',
  ...common,
  middleware: [withRole('customer')],
  method: 'put',
  path: '/customers/profile',
  summary: 'ویرایش پروفایل مشتری',
  request: { body: json(CustomerProfileUpdateSchema) },
  responses: {
    200: jsonContent(CustomerSchema, 'ذخیره شد'),
    400: problems[400],
    401: problems[401],
    403: problems[403],
    404: problems[404],
  },
});

export function registerCustomerRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await listCustomers(await getDb(), user, readPaging(c.req.valid('query'))), 200);
  });

  app.openapi(personCustomer, async (c) => {
    const user = await requireUser(c);
    return c.json(await registerPersonCustomer(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(getProfile, async (c) => {
    const user = await requireRole(c, 'customer');
    c.header('cache-control', 'private, no-store');
    return c.json(await getCustomerProfile(await getDb(), user.id), 200);
  });

  app.openapi(putProfile, async (c) => {
    const user = await requireRole(c, 'customer');
    return c.json(await updateCustomerProfile(await getDb(), user.id, c.req.valid('json')), 200);
  });

  registerMerchantAgentRoutes(app);
}
