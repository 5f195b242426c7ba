import { z } from './zod';
import { idValue, pagingQuery } from './paging';

/** Measurement quantities (mass, length, …) and their units. */

export const UnitOfMeasurementSchema = z
  .object({
    id: z.number().int(),
    quantityId: z.number().int(),
    quantityName: z.string(),
    code: z.string(),
    name: z.string(),
    symbol: z.string(),
    /** Base units in one of this unit (1 tonne = 1000 kg); 1 for the base unit. */
    factor: z.number(),
    isBase: z.boolean(),
  })
  .openapi('UnitOfMeasurement');
export type UnitOfMeasurement = z.infer<typeof UnitOfMeasurementSchema>;

export const UnitListSchema = z.array(UnitOfMeasurementSchema);

export const UnitFilterQuerySchema = z.object({
  ...pagingQuery(20),
  'filter.quantityId': idValue().optional().openapi({ param: { name: 'filter.quantityId', in: 'query' } }),
  'filter.text': z
    .string()
    .trim()
    .max(50)
    .optional()
    .openapi({ param: { name: 'filter.text', in: 'query' }, description: 'Part of the name or the symbol' }),
});
export type UnitFilterQuery = z.infer<typeof UnitFilterQuerySchema>;
