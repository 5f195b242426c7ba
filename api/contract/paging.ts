import { z } from './zod';
import type { ZodType } from 'zod';

export const MAX_PAGE_SIZE = 100;

/**
 * The seed's dotted paging query (`paging.pageNumber=1&paging.pageSize=10`); spread into a
 * route's query object: `z.object({ ...pagingQuery(10), 'filter.categoryType': ... })`.
 */
export const pagingQuery = (defaultPageSize = 10) => ({
  'paging.pageNumber': z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .openapi({ param: { name: 'paging.pageNumber', in: 'query' }, example: 1 }),
  'paging.pageSize': z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(defaultPageSize)
    .openapi({ param: { name: 'paging.pageSize', in: 'query' }, example: defaultPageSize }),
});

export type Paging = { pageNumber: number; pageSize: number };

export function readPaging(query: { 'paging.pageNumber': number; 'paging.pageSize': number }): Paging {
  return { pageNumber: query['paging.pageNumber'], pageSize: query['paging.pageSize'] };
}

/** One page of a list, with the total so the site can draw its pager. */
export const pageOf = <T extends ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });

export type Page<T> = { items: T[]; totalCount: number; pageNumber: number; pageSize: number };

/**
 * The dotted sorting query (`sorting.field=name&sorting.direction=desc`) of a list; `fields` are
 * the names the list can sort by, the first being its default. Without a direction each field
 * keeps its natural one (names A→Z, ratings high→low), which the list's service decides.
 */
export const sortingQuery = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  'sorting.field': z
    .enum(fields)
    .default(fields[0] as never)
    .openapi({ param: { name: 'sorting.field', in: 'query' }, example: fields[0] }),
  'sorting.direction': z
    .enum(['asc', 'desc'])
    .optional()
    .openapi({ param: { name: 'sorting.direction', in: 'query' } }),
});

/** One or more values in a query, repeated (`k=a&k=b`) or comma-separated (`k=a,b`). */
export const listQueryValue = <T extends ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean))
    .pipe(z.array(item).min(1));

/** A `true`/`false` query value (`z.coerce.boolean()` would read "false" as true). */
export const queryBoolean = () => z.enum(['true', 'false']).transform((v) => v === 'true');

/** An optional reference to a row in a JSON body: a positive integer, or null when left out. */
export const nullableId = () =>
  z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null);

/** A database id in a path or query: a positive integer within bigint's safe range. */
export const idValue = () => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const IdParamsSchema = z.object({
  id: idValue().openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
