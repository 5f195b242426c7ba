import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isApiError, type HttpMethod } from './client';
import { NETWORK_TITLE, TIMEOUT_TITLE } from './errors';
import {
  configureServerTransport,
  forwardedHeaders,
  resetServerTransport,
  TransportNotConfiguredError,
} from './transport';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Reply = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
const replies = new Map<string, Reply>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const path = new URL(req.url!, 'http://x').pathname;
      const attempt = seen.filter((s) => new URL(s.url, 'http://x').pathname === path).length;
      const reply = replies.get(path) ?? ((_, r) => json(r, 200, { ok: true, body }));
      reply(req, res, attempt);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  replies.clear();
  resetServerTransport();
  configureServerTransport({ baseUrl });
});

afterEach(() => resetServerTransport());

function json(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  res.end(JSON.stringify(body));
}

const problem = (status: number, extra: Record<string, unknown> = {}) => ({
  type: 'about:blank#x',
  title: 'عنوان فارسی خطا',
  status,
  detail: 'توضیح فارسی خطا',
  code: 'some_code',
  ...extra,
});

const client = createApiClient({ retryDelay: 0 });
const hits = (path: string) => seen.filter((s) => s.url.startsWith(`/api/v1${path}`)).length;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('retry rules', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'GET retries exactly once on %i',
    async (status) => {
      replies.set('/api/v1/flaky', (_, res) =>
        json(res, status, problem(status), 'application/problem+json'),
      );
      const error = await failure(client.get('/flaky'));
      expect(hits('/flaky')).toBe(2);
      expect(error.status).toBe(status);
      expect(error.retryable).toBe(true);
    },
  );

  it.each([400, 401, 403, 404, 422, 501])('GET does not retry on %i', async (status) => {
    replies.set('/api/v1/fails', (_, res) =>
      json(res, status, problem(status), 'application/problem+json'),
    );
    const error = await failure(client.get('/fails'));
    expect(hits('/fails')).toBe(1);
    expect(error.retryable).toBe(false);
  });

  it('GET returns the second answer when the retry succeeds', async () => {
    replies.set('/api/v1/once', (_, res, attempt) =>
      attempt === 1
        ? json(res, 503, problem(503), 'application/problem+json')
        : json(res, 200, { n: 7 }),
    );
    await expect(client.get('/once')).resolves.toEqual({ n: 7 });
    expect(hits('/once')).toBe(2);
  });

  it('HEAD retries once like GET', async () => {
    replies.set('/api/v1/head', (_, res) => json(res, 502, {}));
    await failure(client.head('/head'));
    expect(seen.map((s) => s.method)).toEqual(['HEAD', 'HEAD']);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('%s never retries', async (method) => {
    replies.set('/api/v1/write', (_, res) =>
      json(res, 503, problem(503), 'application/problem+json'),
    );
    const error = await failure(client.request(method, '/write', { body: { a: 1 } }));
    expect(hits('/write')).toBe(1);
    expect(error.status).toBe(503);
  });

  it('a safe call never retries more than once even when asked per attempt', async () => {
    replies.set('/api/v1/always', (_, res) => json(res, 500, {}));
    await failure(client.get('/always'));
    await failure(client.get('/always'));
    expect(hits('/always')).toBe(4);
  });
});

describe('bodies and headers', () => {
  it('sends plain objects as JSON and parses the JSON answer', async () => {
    const answer = await client.post<{ body: string }>('/echo', { name: 'کالا', qty: 2 });
    expect(JSON.parse(answer.body)).toEqual({ name: 'کالا', qty: 2 });
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(seen[0].headers.accept).toBe('application/json');
  });

  it('sends URLSearchParams form-encoded', async () => {
    await client.post('/connect/token', new URLSearchParams({ grant_type: 'otp', code: '123456' }));
    expect(seen[0].headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(seen[0].body).toBe('grant_type=otp&code=123456');
  });

  it('forwards per-call headers such as the visitor cookie', async () => {
    await client.get('/me', { headers: { cookie: 'token=abc', authorization: 'Bearer t' } });
    expect(seen[0].headers.cookie).toBe('token=abc');
    expect(seen[0].headers.authorization).toBe('Bearer t');
  });

  it('forwardedHeaders keeps identity and origin headers only', () => {
    const source = new Headers({
      cookie: 'a=1',
      'x-forwarded-for': '1.2.3.4',
      host: 'site',
      'content-length': '9',
    });
    expect(forwardedHeaders(source)).toEqual({ cookie: 'a=1', 'x-forwarded-for': '1.2.3.4' });
  });
});

describe('errors', () => {
  it('carries request, response, status and the problem document', async () => {
    replies.set('/api/v1/missing', (_, res) =>
      json(res, 404, problem(404), 'application/problem+json'),
    );
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
    replies.set('/api/v1/form', (_, res) =>
      json(res, 400, problem(400, { errors }), 'application/problem+json'),
    );
    const error = await failure(client.post('/form', { phone: 'x' }));
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({ phone: 'قالب مقدار درست نیست' });
  });

  it('a 400 without field errors stays an http error', async () => {
    replies.set('/api/v1/bad', (_, res) =>
      json(res, 400, problem(400), 'application/problem+json'),
    );
    expect((await failure(client.post('/bad', {}))).kind).toBe('http');
  });

  it('ignores JSON that is not a problem document and falls back to Persian text', async () => {
    replies.set('/api/v1/foreign', (_, res) => json(res, 403, { title: 'Forbidden', status: 403 }));
    const error = await failure(client.get('/foreign'));
    expect(error.data).toBeUndefined();
    expect(error.body).toEqual({ title: 'Forbidden', status: 403 });
    expect(error.title).toBe('اجازه دسترسی به این بخش را ندارید');
  });

  it('a proxy page without a problem document gets the generic Persian title', async () => {
    replies.set('/api/v1/proxy', (_, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>Internal</h1>');
    });
    const error = await failure(client.get('/proxy'));
    expect(error.body).toBe('<h1>Internal</h1>');
    expect(error.title).toMatch(/مشکلی پیش آمد/);
    expect(error.retryable).toBe(true);
  });

  it('a dropped connection is a retryable network error, retried once for GET only', async () => {
    replies.set('/api/v1/drop', (req) => req.socket.destroy());
    const get = await failure(client.get('/drop'));
    expect(get).toMatchObject({
      kind: 'network',
      status: undefined,
      retryable: true,
      title: NETWORK_TITLE,
    });
    expect(get.response).toBeUndefined();
    expect(hits('/drop')).toBe(2);
    await failure(client.post('/drop', {}));
    expect(hits('/drop')).toBe(3);
  });

  it('a call past its deadline fails as a timeout', async () => {
    replies.set('/api/v1/slow', (_, res) => setTimeout(() => json(res, 200, {}), 500));
    const error = await failure(client.get('/slow', { timeout: 50 }));
    expect(error.kind).toBe('network');
    expect(error.title).toBe(TIMEOUT_TITLE);
  });

  it('a call the caller aborts is not retryable and not retried', async () => {
    replies.set('/api/v1/abort', (_, res) => setTimeout(() => json(res, 200, {}), 300));
    const controller = new AbortController();
    const pending = client.get('/abort', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failure(pending);
    expect(error.aborted).toBe(true);
    expect(error.retryable).toBe(false);
    expect(hits('/abort')).toBe(1);
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
    expect(seen[0].url).toBe(
      '/api/v1/categories?paging.pageNumber=1&paging.pageSize=10&filter.categoryType=Product' +
        '&categoryTypes=Product&categoryTypes=ConsultingService',
    );
  });

  it('the retry keeps the same query once', async () => {
    replies.set('/api/v1/q', (_, res, attempt) =>
      attempt === 1 ? json(res, 503, {}) : json(res, 200, {}),
    );
    await client.get('/q', { query: { paging: { pageNumber: 2 } } });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/v1/q?paging.pageNumber=2',
      '/api/v1/q?paging.pageNumber=2',
    ]);
  });
});

describe('server transports', () => {
  it('calls the in-process handler with an absolute Request and no socket', async () => {
    resetServerTransport();
    const requests: Request[] = [];
    configureServerTransport({
      handler: async (request) => {
        requests.push(request.clone());
        return Response.json({ via: 'handler', body: await request.text() });
      },
    });
    const answer = await client.post(
      '/notes',
      { text: 'یادداشت' },
      {
        query: { filter: { type: 'x' } },
        headers: { cookie: 'token=abc' },
      },
    );
    expect(answer).toEqual({ via: 'handler', body: '{"text":"یادداشت"}' });
    expect(requests[0].url).toBe('http://internal/api/v1/notes?filter.type=x');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('cookie')).toBe('token=abc');
    expect(seen).toHaveLength(0);
  });

  it('applies the same retry and error rules in process', async () => {
    resetServerTransport();
    let calls = 0;
    configureServerTransport({
      handler: () => {
        calls++;
        return new Response(JSON.stringify(problem(503)), {
          status: 503,
          headers: { 'content-type': 'application/problem+json' },
        });
      },
    });
    const error = await failure(client.get('/x'));
    expect(calls).toBe(2);
    expect(error.data?.title).toBe('عنوان فارسی خطا');
  });

  it('a configured base URL wins over the handler and may name the API prefix itself', async () => {
    resetServerTransport();
    configureServerTransport({ handler: () => Response.json({ via: 'handler' }) });
    configureServerTransport({ baseUrl: `${baseUrl}/api/v1/` });
    await client.get('/health');
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/health']);
  });

  it('without any configuration the call fails as a network error that names the fix', async () => {
    resetServerTransport();
    const error = await failure(client.get('/x'));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TransportNotConfiguredError);
  });
});
