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
