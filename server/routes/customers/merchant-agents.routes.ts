import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireRole, withRole } from '../../http/auth';
import { getDb } from '../../db/client';
import {
  createMerchantAgent,
  deleteMerchantAgent,
  listMerchantAgents,
  updateMerchantAgent,
} from '../../services/identity/merchant-agents';
import {
  MerchantAgentDeleteQuerySchema,
  MerchantAgentInputSchema,
  MerchantAgentSchema,
  MerchantAgentUpdateSchema,
} from '../../../api/contract/customers';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const base = {
  path: '/customers/profile/merchant-agents' as const,
  tags: ['users'],
  security: bearerSecurity,
  middleware: [withRole('customer')],
};
const guarded = { 401: problems[401], 403: problems[403], 404: problems[404] };

const list = createRoute({
  operationId: 'listMerchantAgents',
  ...base,
  method: 'get',
  summary: 'نمایندگان مشتری',
  responses: { 200: jsonContent(z.array(MerchantAgentSchema), 'نمایندگان'), ...guarded },
});

const create = createRoute({
  operationId: 'createMerchantAgent',
  ...base,
  method: 'post',
  summary: 'افزودن نماینده',
  request: { body: json(MerchantAgentInputSchema) },
  responses: {
    201: jsonContent(MerchantAgentSchema, 'افزوده شد'),
    400: problems[400],
    409: problems[400],
    ...guarded,
  },
});

const update = createRoute({
  operationId: 'updateMerchantAgent',
  ...base,
  method: 'put',
  summary: 'ویرایش نماینده (شناسه در بدنه)',
  request: { body: json(MerchantAgentUpdateSchema) },
  responses: {
    200: jsonContent(MerchantAgentSchema, 'ذخیره شد'),
    400: problems[400],
    409: problems[400],
    ...guarded,
  },
});

const remove = createRoute({
  operationId: 'deleteMerchantAgent',
  ...base,
  method: 'delete',
  summary: 'حذف نماینده (شناسه در agentId)',
  request: { query: MerchantAgentDeleteQuerySchema },
  responses: { 204: { description: 'حذف شد' }, 400: problems[400], ...guarded },
});

/** Merchant agents belong to a customer profile: only users with the customer role reach them. */
export function registerMerchantAgentRoutes(app: Router) {
  app.openapi(list, async (c) => {
    const user = await requireRole(c, 'customer');
    c.header('cache-control', 'private, no-store');
    return c.json(await listMerchantAgents(await getDb(), user.id), 200);
  });

  app.openapi(create, async (c) => {
    const user = await requireRole(c, 'customer');
    return c.json(await createMerchantAgent(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(update, async (c) => {
    const user = await requireRole(c, 'customer');
    return c.json(await updateMerchantAgent(await getDb(), user.id, c.req.valid('json')), 200);
  });

  app.openapi(remove, async (c) => {
    const user = await requireRole(c, 'customer');
    await deleteMerchantAgent(await getDb(), user.id, c.req.valid('query').agentId);
    return c.body(null, 204);
  });
}
