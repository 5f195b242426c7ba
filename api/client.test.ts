import { describe, expect, it } from 'vitest';
import { createApiClient, type HttpMethod } from './client';
import { forwardedHeaders } from './transport';
import {
  failure,
  json,
  problem,
  replyProblem,
  startTestApiServer,
} from './testing/test-api-server';

const server = startTestApiServer();
const client = createApiClient({ retryDelay: 0 });

describe('retry rules', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'GET retries exactly once on %i',
    async (status) => {
      server.replies.set('/api/v1/flaky', replyProblem(status));
      const error = await failure(client.get('/flaky'));
      expect(server.hits('/flaky')).toBe(2);
      expect(error.status).toBe(status);
      expect(error.retryable).toBe(true);
    },
  );

  it.each([400, 401, 403, 404, 422, 501])('GET does not retry on %i', async (status) => {
    server.replies.set('/api/v1/fails', replyProblem(status));
    const error = await failure(client.get('/fails'));
    expect(server.hits('/fails')).toBe(1);
    expect(error.retryable).toBe(false);
  });

  it('GET returns the second answer when the retry succeeds', async () => {
    server.replies.set('/api/v1/once', (_, res, attempt) =>
      attempt === 1
        ? json(res, 503, problem(503), 'application/problem+json')
        : json(res, 200, { n: 7 }),
    );
    await expect(client.get('/once')).resolves.toEqual({ n: 7 });
    expect(server.hits('/once')).toBe(2);
  });

  it('HEAD retries once like GET', async () => {
    server.replies.set('/api/v1/head', (_, res) => json(res, 502, {}));
    await failure(client.head('/head'));
    expect(server.seen.map((s) => s.method)).toEqual(['HEAD', 'HEAD']);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('%s never retries', async (method) => {
    server.replies.set('/api/v1/write', replyProblem(503));
    const error = await failure(client.request(method, '/write', { body: { a: 1 } }));
    expect(server.hits('/write')).toBe(1);
    expect(error.status).toBe(503);
  });

  it('a safe call never retries more than once even when asked per attempt', async () => {
    server.replies.set('/api/v1/always', (_, res) => json(res, 500, {}));
    await failure(client.get('/always'));
    await failure(client.get('/always'));
    expect(server.hits('/always')).toBe(4);
  });
});

describe('bodies and headers', () => {
  it('sends plain objects as JSON and parses the JSON answer', async () => {
    const answer = await client.post<{ body: string }>('/echo', { name: 'کالا', qty: 2 });
    expect(JSON.parse(answer.body)).toEqual({ name: 'کالا', qty: 2 });
    expect(server.seen[0].headers['content-type']).toBe('application/json');
    expect(server.seen[0].headers.accept).toBe('application/json');
  });

  it('sends URLSearchParams form-encoded', async () => {
    await client.post('/connect/token', new URLSearchParams({ grant_type: 'otp', code: '123456' }));
    expect(server.seen[0].headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(server.seen[0].body).toBe('grant_type=otp&code=123456');
  });

  it('passes keepalive on, for a call a navigation must not cut off (the token refresh)', async () => {
    const asked: (boolean | undefined)[] = [];
    const keeping = createApiClient({
      retryDelay: 0,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        asked.push(init?.keepalive);
        return fetch(new URL(String(input), server.baseUrl()), init);
      }) as typeof fetch,
    });
    await keeping.post('/connect/token', new URLSearchParams({ grant_type: 'refresh_token' }), { keepalive: true });
    await keeping.post('/echo', { n: 1 });
    expect(asked).toEqual([true, undefined]);
    expect(server.hits('/connect/token')).toBe(1);
  });

  it('forwards per-call headers such as the visitor cookie', async () => {
    await client.get('/me', { headers: { cookie: 'token=abc', authorization: 'Bearer t' } });
    expect(server.seen[0].headers.cookie).toBe('token=abc');
    expect(server.seen[0].headers.authorization).toBe('Bearer t');
  });

  it('forwardedHeaders keeps identity and origin headers only', () => {
    const source = new Headers({
      cookie: 'a=1',
      'x-forwarded-for': '1.2.3.4',
      'x-bazargah-client-address': '5.6.7.8',
      host: 'site',
      'content-length': '9',
    });
    // A forwarded-for a client wrote is not passed on; the address the site server stamped is.
    expect(forwardedHeaders(source)).toEqual({ cookie: 'a=1', 'x-bazargah-client-address': '5.6.7.8' });
  });
});

describe('dotted query', () => {
  it('flattens nested objects with dots, repeats arrays and omits empty values', async () => {
    await client.get('/categories', {
      query: {
        paging: { pageNumber: 1, pageSize: 10 },
        filter: { categoryType: 'Product', name: null, parentId: undefined },
        categoryTypes: ['Product', 'ConsultingService'],
      },
    });
    expect(server.seen[0].url).toBe(
      '/api/v1/categories?paging.pageNumber=1&paging.pageSize=10&filter.categoryType=Product' +
        '&categoryTypes=Product&categoryTypes=ConsultingService',
    );
  });

  it('the retry keeps the same query once', async () => {
    server.replies.set('/api/v1/q', (_, res, attempt) =>
      attempt === 1 ? json(res, 503, {}) : json(res, 200, {}),
    );
    await client.get('/q', { query: { paging: { pageNumber: 2 } } });
    expect(server.seen.map((s) => s.url)).toEqual([
      '/api/v1/q?paging.pageNumber=2',
      '/api/v1/q?paging.pageNumber=2',
    ]);
  });
});
