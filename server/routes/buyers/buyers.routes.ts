import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { getDb } from '../../db/client';
import { registerBuyer } from '../../services/identity/buyers';
import { BuyerRegistrationSchema, BuyerSchema } from '../../../api/contract/customers';

const register = createRoute({
  operationId: 'createBuyer',
  method: 'post',
  path: '/buyers',
  tags: ['users'],
  summary: 'ثبت خریدار (مصرف‌کننده): خود کاربر، یا مصرف‌کننده‌ای که کاربر مالک ثبت می‌کند',
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

export function registerBuyerRoutes(app: Router) {
  app.openapi(register, async (c) => {
    const user = await requireUser(c);
    return c.json(await registerBuyer(await getDb(), user, c.req.valid('json') ?? {}), 201);
  });
}
