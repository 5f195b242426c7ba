import { readListState, toSearchParams } from '@/components/catalog/listing/list-state';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** The list page a content list shows (`?page=2`); anything unreadable is the first. */
export const listPageOf = (record: SearchParamsRecord) => readListState(toSearchParams(record), ['newest'], { page: 1, sort: 'newest' }).page;
