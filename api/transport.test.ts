import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  configureServerTransport,
  resetServerTransport,
  TransportNotConfiguredError,
} from './transport';
import { failure, problem, startTestApiServer } from './testing/test-api-server';
import { observeServerResponses } from '../lib/http/server-response-observer';

const server = startTestApiServer();
const client = createApiClient({ retryDelay: 0 });

describe('server transports', () => {
  it('reports every server-side answer to the site server, whichever transport fetched it', async () => {
    resetServerTransport();
    const seen: (string | null)[] = [];
    observeServerResponses((response) => seen.push(response.headers.get('cache-tag')));
    try {
      configureServerTransport({ handler: async () => Response.json({}, { headers: { 'cache-tag': 'product:12,products' } }) });
      await client.get('/supplierproducts/12/catalog');
      resetServerTransport();
      configureServerTransport({ baseUrl: server.baseUrl() });
      await client.get('/echo').catch(() => undefined);
      expect(seen).toEqual(['product:12,products', null]);
    } finally {
      observeServerResponses(undefined);
      resetServerTransport();
    }
  });

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
    expect(server.seen).toHaveLength(0);
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
    configureServerTransport({ baseUrl: `${server.baseUrl()}/api/v1/` });
    await client.get('/health');
    expect(server.seen.map((s) => s.url)).toEqual(['/api/v1/health']);
  });

  it('without any configuration the call fails as a network error that names the fix', async () => {
    resetServerTransport();
    const error = await failure(client.get('/x'));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TransportNotConfiguredError);
  });
});
