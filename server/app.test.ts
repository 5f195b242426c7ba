import { expect, it } from 'vitest';
import { describeEachDatabase } from './testing/test-database';
import { createApp } from './app';

describeEachDatabase('API problem documents', () => {
  const app = createApp();

  it('answers an unknown API path with a Persian 404 problem document', async () => {
    const res = await app.request('/api/v1/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = await res.json();
    expect(body).toMatchObject({ status: 404, code: 'route_not_found' });
    expect(body.title).toMatch(/[\u0600-\u06FF]/);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('answers bad query input with 400 and per-field Persian errors', async () => {
    const res = await app.request('/api/v1/categories/site-menu?categoryTypes=Spaceship');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors[0].field).toContain('categoryTypes');
    expect(body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a missing required query value with 400', async () => {
    const res = await app.request('/api/v1/categories/site-menu');
    expect(res.status).toBe(400);
  });

  it('serves the OpenAPI document and a readable reference page', async () => {
    const doc = await (await app.request('/api/v1/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/v1/categories/site-menu');
    expect(doc.servers ?? []).not.toContainEqual({ url: '/api/v1' });
    expect(paths.some((p) => p.endsWith('/health'))).toBe(true);
    const page = await app.request('/api/v1/reference');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('categories/site-menu');
  });
});
