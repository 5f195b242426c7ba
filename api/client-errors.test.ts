import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client';
import { NETWORK_TITLE, TIMEOUT_TITLE } from './errors';
import { failure, json, replyProblem, startTestApiServer } from './testing/test-api-server';

const server = startTestApiServer();
const client = createApiClient({ retryDelay: 0 });

describe('errors', () => {
  it('carries request, response, status and the problem document', async () => {
    server.replies.set('/api/v1/missing', replyProblem(404));
    const error = await failure(client.get('/missing', { query: { a: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.request).toEqual({ method: 'GET', url: '/api/v1/missing?a=1' });
    expect(error.response?.status).toBe(404);
    expect(error.status).toBe(404);
    expect(error.data).toMatchObject({ code: 'some_code', status: 404 });
    expect(error.code).toBe('some_code');
    expect(error.title).toBe('عنوان فارسی خطا');
    expect(error.detail).toBe('توضیح فارسی خطا');
  });

  it('turns per-field problems into a validation error', async () => {
    const errors = [{ field: 'phone', message: 'قالب مقدار درست نیست', code: 'invalid_format' }];
    server.replies.set('/api/v1/form', replyProblem(400, { errors }));
    const error = await failure(client.post('/form', { phone: 'x' }));
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({ phone: 'قالب مقدار درست نیست' });
  });

  it('a 400 without field errors stays an http error', async () => {
    server.replies.set('/api/v1/bad', replyProblem(400));
    expect((await failure(client.post('/bad', {}))).kind).toBe('http');
  });

  it('ignores JSON that is not a problem document and falls back to Persian text', async () => {
    server.replies.set('/api/v1/foreign', (_, res) =>
      json(res, 403, { title: 'Forbidden', status: 403 }),
    );
    const error = await failure(client.get('/foreign'));
    expect(error.data).toBeUndefined();
    expect(error.body).toEqual({ title: 'Forbidden', status: 403 });
    expect(error.title).toBe('اجازه دسترسی به این بخش را ندارید');
  });

  it('a proxy page without a problem document gets the generic Persian title', async () => {
    server.replies.set('/api/v1/proxy', (_, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>Internal</h1>');
    });
    const error = await failure(client.get('/proxy'));
    expect(error.body).toBe('<h1>Internal</h1>');
    expect(error.title).toMatch(/مشکلی پیش آمد/);
    expect(error.retryable).toBe(true);
  });

  it('a dropped connection is a retryable network error, retried once for GET only', async () => {
    server.replies.set('/api/v1/drop', (req) => req.socket.destroy());
    const get = await failure(client.get('/drop'));
    expect(get).toMatchObject({
      kind: 'network',
      status: undefined,
      retryable: true,
      title: NETWORK_TITLE,
    });
    expect(get.response).toBeUndefined();
    expect(server.hits('/drop')).toBe(2);
    await failure(client.post('/drop', {}));
    expect(server.hits('/drop')).toBe(3);
  });

  it('a call past its deadline fails as a timeout', async () => {
    server.replies.set('/api/v1/slow', (_, res) => setTimeout(() => json(res, 200, {}), 500));
    const error = await failure(client.get('/slow', { timeout: 50 }));
    expect(error.kind).toBe('network');
    expect(error.title).toBe(TIMEOUT_TITLE);
  });

  it('a call the caller aborts is not retryable and not retried', async () => {
    server.replies.set('/api/v1/abort', (_, res) => setTimeout(() => json(res, 200, {}), 300));
    const controller = new AbortController();
    const pending = client.get('/abort', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failure(pending);
    expect(error.aborted).toBe(true);
    expect(error.retryable).toBe(false);
    expect(server.hits('/abort')).toBe(1);
  });
});

describe('what a finished call holds', () => {
  // A timer keeps the async context it was made in; on the server that context is a whole render.
  it('lets go of the request it was made in once it has answered', async () => {
    server.replies.set('/api/v1/done', (_, res) => json(res, 200, {}));
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const storage = new AsyncLocalStorage<object>();
    const made = await (async () => {
      const render = { pages: new Array(1000).fill('page') };
      await storage.run(render, () => client.get('/done'));
      return new WeakRef(render);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(made.deref()).toBeUndefined();
  });
});
