import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import {
  CityFilterQuerySchema,
  CitySchema,
  CountryFilterQuerySchema,
  CountrySchema,
  SaleCitiesQuerySchema,
  SaleCitySchema,
  StateFilterQuerySchema,
  StateSchema,
  UrbanAreaSchema,
  UrbanAreasQuerySchema,
} from '../../../api/contract/geography';
import { pageOf, readPaging } from '../../../api/contract/paging';
import { z } from '../../../api/contract/zod';
import { getDb } from '../../db/client';
import {
  filterCities,
  filterCountries,
  filterStates,
  listSaleCities,
  listUrbanAreas,
} from '../../services/geography/geography';
import { publicCache } from '../../http/cache-headers';
import { entityTag } from '../../../lib/cache-tags';

// Reference data the API never writes: no change is announced, so only the TTL refreshes it.
const GEOGRAPHY = ['geography'];

const tags = ['geography'];

const countriesFilter = createRoute({
  operationId: 'filterCountries',
  security: [],
  method: 'get',
  path: '/countries/filter',
  tags,
  summary: 'جست‌وجوی کشورها',
  request: { query: CountryFilterQuerySchema },
  responses: { 200: jsonContent(pageOf(CountrySchema), 'یک صفحه از کشورها'), 400: problems[400] },
});

const statesFilter = createRoute({
  operationId: 'filterStates',
  security: [],
  method: 'get',
  path: '/states/filter',
  tags,
  summary: 'جست‌وجوی استان‌ها',
  request: { query: StateFilterQuerySchema },
  responses: { 200: jsonContent(pageOf(StateSchema), 'یک صفحه از استان‌ها'), 400: problems[400] },
});

const citiesFilter = createRoute({
  operationId: 'filterCities',
  security: [],
  method: 'get',
  path: '/cities/filter',
  tags,
  summary: 'جست‌وجوی شهرها با نام و استان',
  request: { query: CityFilterQuerySchema },
  responses: { 200: jsonContent(pageOf(CitySchema), 'یک صفحه از شهرها'), 400: problems[400] },
});

const urbanAreas = createRoute({
  operationId: 'listUrbanAreas',
  security: [],
  method: 'get',
  path: '/urbanareas',
  tags,
  summary: 'مناطق یک شهر',
  request: { query: UrbanAreasQuerySchema },
  responses: {
    200: jsonContent(z.array(UrbanAreaSchema), 'مناطق شهر'),
    400: problems[400],
    404: problems[404],
  },
});

const saleCities = createRoute({
  operationId: 'listSaleCities',
  security: [],
  method: 'get',
  path: '/salecities',
  tags,
  summary: 'شهرهایی که تأمین‌کننده در آن‌ها می‌فروشد',
  request: { query: SaleCitiesQuerySchema },
  responses: {
    200: jsonContent(z.array(SaleCitySchema), 'شهر خود تأمین‌کننده و شهرهای فروش'),
    400: problems[400],
    404: problems[404],
  },
});

export function registerGeographyRoutes(app: Router) {
  app.openapi(countriesFilter, async (c) => {
    const query = c.req.valid('query');
    const page = await filterCountries(await getDb(), query['filter.text'], readPaging(query));
    publicCache(c, GEOGRAPHY);
    return c.json(page, 200);
  });

  app.openapi(statesFilter, async (c) => {
    const query = c.req.valid('query');
    const filter = { text: query['filter.text'], countryId: query['filter.countryId'] };
    const page = await filterStates(await getDb(), filter, readPaging(query));
    publicCache(c, GEOGRAPHY);
    return c.json(page, 200);
  });

  app.openapi(citiesFilter, async (c) => {
    const query = c.req.valid('query');
    const filter = { text: query['filter.text'], stateId: query['filter.stateId'] };
    const page = await filterCities(await getDb(), filter, readPaging(query));
    publicCache(c, GEOGRAPHY);
    return c.json(page, 200);
  });

  app.openapi(urbanAreas, async (c) => {
    const areas = await listUrbanAreas(await getDb(), c.req.valid('query').cityId);
    publicCache(c, GEOGRAPHY);
    return c.json(areas, 200);
  });

  app.openapi(saleCities, async (c) => {
    const { supplierId } = c.req.valid('query');
    const list = await listSaleCities(await getDb(), supplierId);
    publicCache(c, [entityTag('supplier', supplierId)]);
    return c.json(list, 200);
  });
}
