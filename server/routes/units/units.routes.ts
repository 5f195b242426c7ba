import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { UnitFilterQuerySchema, UnitListSchema, UnitOfMeasurementSchema } from '../../../api/contract/units';
import { IdParamsSchema, pageOf } from '../../../api/contract/paging';
import { getDb } from '../../db/client';
import { filterUnits, listAllUnits, listUnitsOfQuantity } from '../../services/units/units';
import { publicCache } from '../../http/cache-headers';

const tags = ['units'];
// Reference data the API never writes: no change is announced, so only the TTL refreshes it.
const UNITS = ['units'];

const quantityUnits = createRoute({
  operationId: 'listQuantityUnits',
  security: [],
  method: 'get',
  path: '/measurementquantities/{id}/units',
  tags,
  summary: 'یکاهای یک کمیت اندازه‌گیری',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(UnitListSchema, 'یکاهای کمیت'), 400: problems[400], 404: problems[404] },
});

const allUnits = createRoute({
  operationId: 'listUnitsOfMeasurement',
  security: [],
  method: 'get',
  path: '/unitofmeasurements',
  tags,
  summary: 'همه یکاهای اندازه‌گیری',
  responses: { 200: jsonContent(UnitListSchema, 'همه یکاها به ترتیب کمیت') },
});

const unitsFilter = createRoute({
  operationId: 'filterUnitsOfMeasurement',
  security: [],
  method: 'get',
  path: '/unitofmeasurements/filter',
  tags,
  summary: 'جست‌وجوی یکاها با کمیت و نام',
  request: { query: UnitFilterQuerySchema },
  responses: { 200: jsonContent(pageOf(UnitOfMeasurementSchema), 'یک صفحه از یکاها'), 400: problems[400] },
});

export function registerUnitRoutes(app: Router) {
  app.openapi(quantityUnits, async (c) => {
    const units = await listUnitsOfQuantity(await getDb(), c.req.valid('param').id);
    publicCache(c, UNITS);
    return c.json(units, 200);
  });

  app.openapi(allUnits, async (c) => {
    const units = await listAllUnits(await getDb());
    publicCache(c, UNITS);
    return c.json(units, 200);
  });

  app.openapi(unitsFilter, async (c) => {
    const page = await filterUnits(await getDb(), c.req.valid('query'));
    publicCache(c, UNITS);
    return c.json(page, 200);
  });
}
