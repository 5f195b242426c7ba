import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireRole, requireUser, signedIn, withRole } from '../../http/auth';
import { getDb } from '../../db/client';
import { ownedBuyers, registerBuyer } from '../../services/identity/buyers';
import { BuyerRegistrationSchema, BuyerSchema, OwnedBuyerSchema } from '../../../api/contract/customers';

const register = createRoute({
  operationId: 'createBuyer',
  method: 'post',
  path: '/buyers',
  tags: ['users'],
  summary: 'ثبت خریدار (مصرف‌کننده): خود کاربر، یا مصرف‌کننده‌ای تازه (شماره‌ای که هنوز حساب ندارد) که کاربر مالک ثبت می‌کند',
  security: bearerSecurity,
  middleware: [signedIn],
  request: {
    body: { required: false, content: { 'application/json': { schema: BuyerRegistrationSchema } } },
  },
  responses: {
    201: jsonContent(BuyerSchema, 'خریدار ثبت شد'),
    400: problems[400],
    401: problems[401],
    403: problems[403],
    409: problems[400],
  },
});

const owned = createRoute({
  operationId: 'listOwnedBuyers',
  method: 'get',
  path: '/buyers/owned',
  tags: ['users'],
  summary: 'مصرف‌کنندگانی که کاربر مالک ثبت کرده، با موجودی کیف پولشان',
  security: bearerSecurity,
  middleware: [withRole('owner')],
  responses: { 200: jsonContent(z.array(OwnedBuyerSchema), 'مصرف‌کنندگان من'), 401: problems[401], 403: problems[403] },
});

export function registerBuyerRoutes(app: Router) {
  app.openapi(register, async (c) => {
    const user = await requireUser(c);
    return c.json(await registerBuyer(await getDb(), user, c.req.valid('json') ?? {}), 201);
  });

  app.openapi(owned, async (c) => {
    const owner = await requireRole(c, 'owner');
    c.header('cache-control', 'private, no-store');
    return c.json(await ownedBuyers(await getDb(), owner.id), 200);
  });
}
