import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { publicCache } from '../../http/cache-headers';
import { EnumSchema, TypeModelSchema } from '../../../api/contract/content';
import { allEnums, enumNamed, typeModelNamed } from '../../services/content/type-models';

const name = z.object({ name: z.string().regex(/^[A-Za-z]{1,60}$/).openapi({ param: { name: 'name', in: 'path' }, example: 'TradeRequestState' }) });

const enums = createRoute({
  operationId: 'listEnums',
  tags: ['shared'],
  security: [],
  method: 'get',
  path: '/shared/typemodels/enums',
  summary: 'همهٔ فهرست‌های ثابت سایت با عنوان‌های فارسی',
  responses: { 200: jsonContent(z.array(EnumSchema), 'فهرست‌ها') },
});

const oneEnum = createRoute({
  operationId: 'getEnum',
  tags: ['shared'],
  security: [],
  method: 'get',
  path: '/shared/enums/{name}',
  summary: 'مقدارهای یک فهرست ثابت',
  request: { params: name },
  responses: { 200: jsonContent(EnumSchema, 'فهرست'), 400: problems[400], 404: problems[404] },
});

const typeModel = createRoute({
  operationId: 'getTypeModel',
  tags: ['shared'],
  security: [],
  method: 'get',
  path: '/shared/typemodels/{name}',
  summary: 'فیلدهای یک فرم (نام، عنوان، گونه، الزامی بودن)',
  request: { params: name },
  responses: { 200: jsonContent(TypeModelSchema, 'مدل'), 400: problems[400], 404: problems[404] },
});

export function registerSharedRoutes(app: Router) {
  app.openapi(enums, (c) => {
    publicCache(c);
    return c.json(allEnums(), 200);
  });
  app.openapi(oneEnum, (c) => {
    publicCache(c);
    return c.json(enumNamed(c.req.valid('param').name), 200);
  });
  app.openapi(typeModel, (c) => {
    publicCache(c);
    return c.json(typeModelNamed(c.req.valid('param').name), 200);
  });
}
