// Sends hostile values to every operation of the OpenAPI document, one parameter or body field at
// a time: NUL, a 1 MB string, wrong types and SQL metacharacters, anonymous and logged in. Every
// answer must be below 500, and every 4xx a problem document with a Persian title.
import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../app';
import { loginAs, type LoggedIn } from '../testing/login';
import { describeEachDatabase } from '../testing/test-database';
import { createMemoryLimitStore, useRateLimitStoreForTests } from '../services/rate-limit';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
};
type Operation = {
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const NUL = 'نام\u0000کاربر';
const MEGABYTE = 'ب'.repeat(512 * 1024); // 1 MB in UTF-8
const SQL = [`' OR 1=1 --`, `"; DROP TABLE users; --`, '%_\\'];
/** Numbers a 32-bit column or JavaScript cannot hold, and values that are not numbers at all. */
const BAD_NUMBERS = ['abc', '2147483648', '99999999999999999999', '-1', '1.5', 'NaN', 'Infinity'];
const WRONG_TYPES: unknown[] = [12345, 2147483648, 1e300, -1, 1.5, {}, [], [1, 'a'], null, true];

const document = createApp().getOpenAPI31Document({
  openapi: '3.1.0',
  info: { title: 'fuzz', version: '0' },
}) as unknown as Document;

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0]);
  return schema;
}

function mainType(schema: Schema): string | undefined {
  const s = resolve(schema);
  if (s.anyOf ?? s.oneOf) return mainType((s.anyOf ?? s.oneOf)![0]);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return types.find((t) => t !== 'null') ?? types[0];
}

/** A value the schema accepts, or close to it, so that one changed field reaches the service. */
function sample(schema: Schema): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf ?? s.oneOf) return sample((s.anyOf ?? s.oneOf)![0]);
  switch (mainType(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sample(s.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [key, sample(value)]),
      );
    default:
      return 'متن نمونه برای آزمون';
  }
}

/** Paths to every leaf of a sample body (`['properties', 0, 'propertyId']`). */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [at];
}

function replaced(value: unknown, at: (string | number)[], next: unknown): unknown {
  if (!at.length) return next;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[at[0]] = replaced(copy[at[0]], at.slice(1), next);
  return copy;
}

type Body =
  | { kind: 'json'; value: unknown; raw?: string }
  | { kind: 'form' | 'multipart'; entries: [string, string | File][] };
type Case = {
  label: string;
  params: Record<string, string>;
  query: [string, string][];
  body?: Body;
};

const isNullable = (schema: Schema) => {
  const type = resolve(schema).type;
  return Array.isArray(type) && type.includes('null');
};

/**
 * The sample JSON body, with the optional fields the API refused (an e-mail, a code with checks of
 * its own) left empty, so that one changed field at a time reaches the service.
 */
async function acceptedSample(
  schema: Schema,
  send: (value: unknown) => Response | Promise<Response>,
) {
  let value = sample(schema);
  const properties = resolve(schema).properties ?? {};
  for (let round = 0; round < 2; round++) {
    const res = await send(value);
    if (res.status !== 400) break;
    const errors = ((await res.json()) as { errors?: { field: string }[] }).errors ?? [];
    const emptied = errors.filter((e) => properties[e.field] && isNullable(properties[e.field]));
    if (!emptied.length) break;
    value = { ...(value as object), ...Object.fromEntries(emptied.map((e) => [e.field, null])) };
  }
  return value;
}

function casesOf(operation: Operation, jsonSample?: unknown): Case[] {
  const parameters = operation.parameters ?? [];
  const baseParams = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
  );
  const baseQuery: [string, string][] = parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => [p.name, String(sample(p.schema))]);
  const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const baseValue = jsonSample ?? (content ? sample(content.schema) : undefined);
  const baseBody = ((): Body | undefined => {
    if (!mediaType) return undefined;
    if (mediaType === 'application/json') return { kind: 'json', value: baseValue };
    const entries = Object.entries(baseValue as Record<string, unknown>).map(
      ([key, value]): [string, string | File] => [key, String(value)],
    );
    return { kind: mediaType === 'multipart/form-data' ? 'multipart' : 'form', entries };
  })();
  const base = { params: baseParams, query: baseQuery, body: baseBody };
  const cases: Case[] = [{ label: 'sample', ...base }];

  for (const parameter of parameters) {
    const values = [NUL, ...SQL, ...(mainType(parameter.schema) === 'integer' ? BAD_NUMBERS : [])];
    for (const value of values) {
      const label = `${parameter.in} ${parameter.name}=${JSON.stringify(value)}`;
      if (parameter.in === 'path')
        cases.push({ ...base, label, params: { ...baseParams, [parameter.name]: value } });
      if (parameter.in === 'query') {
        const query = [
          ...baseQuery.filter(([k]) => k !== parameter.name),
          [parameter.name, value],
        ] as [string, string][];
        cases.push({ ...base, label, query });
      }
    }
    if (parameter.in === 'query')
      cases.push({
        ...base,
        label: `query ${parameter.name} twice`,
        query: [...baseQuery, [parameter.name, '1'], [parameter.name, SQL[0]]],
      });
  }

  if (baseBody?.kind === 'json') {
    for (const leaf of leaves(baseValue)) {
      for (const value of [NUL, ...SQL, ...WRONG_TYPES]) {
        cases.push({
          ...base,
          label: `body ${leaf.join('.')}=${JSON.stringify(value)}`,
          body: { kind: 'json', value: replaced(baseValue, leaf, value) },
        });
      }
    }
    cases.push({
      ...base,
      label: 'body key with NUL',
      body: { kind: 'json', value: { ...(baseValue as object), ['کلید\u0000']: 1 } },
    });
    for (const value of [[], null, 'متن', 42, [baseValue]])
      cases.push({
        ...base,
        label: `body ${JSON.stringify(value)?.slice(0, 40)}`,
        body: { kind: 'json', value },
      });
    cases.push({
      ...base,
      label: 'body malformed JSON',
      body: { kind: 'json', value: null, raw: '{"a":' },
    });
  } else if (baseBody) {
    const { kind, entries } = baseBody;
    for (const [i, [key]] of entries.entries()) {
      for (const value of [NUL, ...SQL]) {
        const changed = entries.map((entry, j): [string, string | File] =>
          i === j ? [key, value] : entry,
        );
        cases.push({
          ...base,
          label: `${kind} ${key}=${JSON.stringify(value)}`,
          body: { kind, entries: changed },
        });
      }
      cases.push({
        ...base,
        label: `${kind} ${key} twice`,
        body: { kind, entries: [...entries, [key, SQL[0]]] },
      });
    }
    cases.push({
      ...base,
      label: `${kind} key with NUL`,
      body: { kind, entries: [...entries, ['کلید\u0000', 'x']] },
    });
    if (kind === 'multipart') {
      const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x00])], 'ع\u0000.jpg', {
        type: 'image/jpeg',
      });
      cases.push({
        ...base,
        label: 'multipart file named with NUL',
        body: { kind, entries: [['file', file]] },
      });
    }
  }

  // One 1 MB string per operation: in the body if there is one, else in the URL.
  const stringLeaf =
    baseBody?.kind === 'json'
      ? leaves(baseValue).find((leaf) => typeof leafValue(baseValue, leaf) === 'string')
      : undefined;
  if (baseBody?.kind === 'json') {
    cases.push({
      ...base,
      label: 'body 1 MB string',
      body: {
        kind: 'json',
        value: stringLeaf ? replaced(baseValue, stringLeaf, MEGABYTE) : { big: MEGABYTE },
      },
    });
  } else if (baseBody) {
    cases.push({
      ...base,
      label: `${baseBody.kind} 1 MB string`,
      body: {
        kind: baseBody.kind,
        entries: [...baseBody.entries, [baseBody.entries[0]?.[0] ?? 'big', MEGABYTE]],
      },
    });
  } else {
    const target =
      parameters.find((p) => p.in === 'query' && mainType(p.schema) === 'string') ??
      parameters.find((p) => p.in === 'query');
    const name = target?.name ?? 'big';
    cases.push({
      ...base,
      label: `query ${name}=<1 MB>`,
      query: [...baseQuery.filter(([k]) => k !== name), [name, MEGABYTE]],
    });
  }
  return cases;
}

function leafValue(value: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], value);
}

function requestOf(
  path: string,
  method: string,
  c: Case,
  headers: Record<string, string>,
): [string, RequestInit] {
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.params[name] ?? '1')) +
    (c.query.length ? `?${new URLSearchParams(c.query)}` : '');
  const init: RequestInit = { method: method.toUpperCase(), headers: { ...headers } };
  if (c.body?.kind === 'json') {
    init.body = c.body.raw ?? JSON.stringify(c.body.value);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  } else if (c.body?.kind === 'form') {
    init.body = new URLSearchParams(c.body.entries as [string, string][]);
  } else if (c.body?.kind === 'multipart') {
    const form = new FormData();
    for (const [key, value] of c.body.entries) form.append(key, value);
    init.body = form;
  }
  return [url, init];
}

const PERSIAN = /[\u0600-\u06FF]/;
// "Log out everywhere" ends the fuzzing user's session: it goes last, so every other private
// operation is still reached with a valid login.
const ENDS_THE_SESSION = '/api/v1/connect/revoke-all';
const operations = Object.entries(document.paths)
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
  .sort((a, b) => Number(a.path === ENDS_THE_SESSION) - Number(b.path === ENDS_THE_SESSION));
const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

describeEachDatabase('fuzz: every operation of the OpenAPI document', () => {
  const app = createApp();
  let staff: LoggedIn;
  beforeAll(async () => {
    staff = await loginAs(app, newPhone(), { roles: ['admin', 'supplier', 'customer'] });
  });
  // Each operation with limits of its own: the per-user write limit must not answer in place of
  // the validation this test is about.
  beforeEach(() => useRateLimitStoreForTests(createMemoryLimitStore()));
  afterAll(() => useRateLimitStoreForTests(undefined));

  it('covers every operation', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s answers below 500, with a problem document for every 4xx',
    async (_, { path, method, operation }) => {
      const failures: string[] = [];
      const callers = [
        { who: 'anonymous', headers: {} },
        { who: 'logged in', headers: staff.headers },
      ];
      const json = operation.requestBody?.content['application/json'];
      const jsonSample = json
        ? await acceptedSample(json.schema, (value) =>
            app.request(
              ...requestOf(
                path,
                method,
                { label: 'sample', params: {}, query: [], body: { kind: 'json', value } },
                staff.headers,
              ),
            ),
          )
        : undefined;
      for (const c of casesOf(operation, jsonSample)) {
        for (const { who, headers } of callers) {
          const res = await app.request(...requestOf(path, method, c, headers));
          // A stream of events never ends: that it opened (200) is the answer.
          if (res.status === 200 && res.headers.get('content-type')?.startsWith('text/event-stream')) {
            await res.body?.cancel();
            continue;
          }
          const text = await res.text();
          const where = `${who}, ${c.label.slice(0, 120)}: ${res.status}`;
          // A 501 the operation declares (a call not provided yet) is an answer, not a crash.
          const declared = res.status === 501 && operation.responses?.['501'] !== undefined;
          if (res.status >= 500 && !declared) {
            failures.push(`${where} ${text.slice(0, 200)}`);
          } else if (res.status >= 400) {
            const type = res.headers.get('content-type') ?? '';
            let title: unknown;
            try {
              title = JSON.parse(text).title;
            } catch {
              title = undefined;
            }
            if (
              !type.startsWith('application/problem+json') ||
              typeof title !== 'string' ||
              !PERSIAN.test(title)
            )
              failures.push(
                `${where} not a Persian problem document: ${type} ${text.slice(0, 200)}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
