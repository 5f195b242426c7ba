import { expect } from 'vitest';
import type { App } from '../app';

/**
 * Assertions the catalogue's API tests share: JSON calls against the assembled app and the
 * problem-document shape every error must have.
 */
export async function call<T>(app: App, path: string, init?: RequestInit & { json?: unknown }) {
  const { json, ...rest } = init ?? {};
  const res = await app.request(`/api/v1${path}`, {
    ...rest,
    ...(json !== undefined ? { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...(rest.headers ?? {}) } } : {}),
  });
  const text = await res.text();
  return { res, body: (text ? JSON.parse(text) : undefined) as T };
}

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

const PERSIAN = /[\u0600-\u06FF]/;

/** A problem document with this status; with `fields`, a Persian error for each of them. */
export async function expectProblem(res: Response, status: number, ...fields: string[]) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = await res.json();
  expect(body).toMatchObject({ status });
  expect(body.title).toMatch(PERSIAN);
  for (const field of fields) {
    const error = body.errors?.find((e: { field: string }) => e.field === field);
    expect(error, `an error for ${field}`).toBeDefined();
    expect(error.message).toMatch(PERSIAN);
  }
  return body as { code: string; detail?: string; errors?: { field: string; message: string }[] };
}
