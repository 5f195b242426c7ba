import { z } from './zod';
import { idValue, pagingQuery } from './paging';
import { SEARCH_TEXT_MAX } from './limits';

/** Countries, provinces (states), cities, districts, and the cities a supplier sells to. */

export const CountrySchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .openapi('Country');

export const StateSchema = z
  .object({ id: z.number().int(), countryId: z.number().int(), code: z.string(), name: z.string() })
  .openapi('State');

export const CitySchema = z
  .object({
    id: z.number().int(),
    stateId: z.number().int(),
    stateName: z.string(),
    name: z.string(),
    slug: z.string(),
    isCapital: z.boolean(),
  })
  .openapi('City');
export type City = z.infer<typeof CitySchema>;

export const UrbanAreaSchema = z
  .object({ id: z.number().int(), cityId: z.number().int(), name: z.string() })
  .openapi('UrbanArea');

export const SaleCitySchema = CitySchema.extend({
  /** The supplier's own city, which it always sells in. */
  isHomeCity: z.boolean(),
}).openapi('SaleCity');

const textFilter = () =>
  z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX)
    .optional()
    .openapi({ param: { name: 'filter.text', in: 'query' }, description: 'Part of the name, any Persian keyboard' });

export const CountryFilterQuerySchema = z.object({ ...pagingQuery(20), 'filter.text': textFilter() });

export const StateFilterQuerySchema = z.object({
  ...pagingQuery(50),
  'filter.text': textFilter(),
  'filter.countryId': idValue().optional().openapi({ param: { name: 'filter.countryId', in: 'query' } }),
});

export const CityFilterQuerySchema = z.object({
  ...pagingQuery(20),
  'filter.text': textFilter(),
  'filter.stateId': idValue().optional().openapi({ param: { name: 'filter.stateId', in: 'query' } }),
});
export type CityFilterQuery = z.infer<typeof CityFilterQuerySchema>;

export const UrbanAreasQuerySchema = z.object({
  cityId: idValue().openapi({ param: { name: 'cityId', in: 'query' }, example: 1 }),
});

export const SaleCitiesQuerySchema = z.object({
  supplierId: idValue().openapi({ param: { name: 'supplierId', in: 'query' }, example: 1 }),
});
