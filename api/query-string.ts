/**
 * The seed's "dotted query": the API reads nested filters as `paging.pageNumber=1&filter.x=y`,
 * which neither URLSearchParams nor ofetch's own serialiser (JSON for objects) produce.
 */
export type QueryPrimitive = string | number | boolean | bigint | Date | null | undefined;
export type QueryValue = QueryPrimitive | QueryValue[] | { [key: string]: QueryValue };
export type QueryInput = { [key: string]: QueryValue };

function isPlainObject(value: unknown): value is Record<string, QueryValue> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function primitiveText(value: QueryPrimitive): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return String(value);
}

function collect(key: string, value: QueryValue, out: Array<[string, string]>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Primitives repeat the key (`ids=1&ids=2`); objects need a position to stay together.
      if (isPlainObject(item) || Array.isArray(item)) collect(`${key}[${index}]`, item, out);
      else collect(key, item, out);
    });
    return;
  }
  if (isPlainObject(value)) {
    for (const [child, childValue] of Object.entries(value)) {
      collect(key ? `${key}.${child}` : child, childValue, out);
    }
    return;
  }
  const text = primitiveText(value as QueryPrimitive);
  if (text !== undefined) out.push([key, text]);
}

/** `{ paging: { pageNumber: 1 } }` → `[['paging.pageNumber', '1']]`, in insertion order. */
export function flattenQuery(input: QueryInput | undefined | null): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (input) collect('', input, out);
  return out;
}

/** The query string without its leading `?`; empty when nothing is left after omissions. */
export function toQueryString(input: QueryInput | undefined | null): string {
  return flattenQuery(input)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Appends the dotted query to a path that may already carry a query of its own. */
export function withQueryString(path: string, input: QueryInput | undefined | null): string {
  const query = toQueryString(input);
  if (!query) return path;
  const hashAt = path.indexOf('#');
  const base = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${base}${separator}${query}${hash}`;
}
