import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ApiError, isApiError } from '../errors';
import { configureServerTransport, resetServerTransport } from '../transport';

export type Seen = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};
/** `attempt` counts the requests to the same path in this test, so a reply can fail once. */
export type Reply = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/**
 * A real HTTP server on a free port for client tests; every test starts with no recorded
 * requests, no scripted replies and the client's server transport pointed at it.
 */
export function startTestApiServer() {
  let server: Server;
  const seen: Seen[] = [];
  const replies = new Map<string, Reply>();
  const state = { baseUrl: '' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const path = pathOf(req.url!);
        const attempt = seen.filter((s) => pathOf(s.url) === path).length;
        const reply = replies.get(path) ?? ((_, r) => json(r, 200, { ok: true, body }));
        reply(req, res, attempt);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    seen.length = 0;
    replies.clear();
    resetServerTransport();
    configureServerTransport({ baseUrl: state.baseUrl });
  });

  afterEach(() => resetServerTransport());

  return {
    seen,
    replies,
    baseUrl: () => state.baseUrl,
    hits: (path: string) => seen.filter((s) => s.url.startsWith(`/api/v1${path}`)).length,
  };
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json',
) {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  res.end(JSON.stringify(body));
}

export const problem = (status: number, extra: Record<string, unknown> = {}) => ({
  type: 'about:blank#x',
  title: 'عنوان فارسی خطا',
  status,
  detail: 'توضیح فارسی خطا',
  code: 'some_code',
  ...extra,
});

export const replyProblem =
  (status: number, extra?: Record<string, unknown>): Reply =>
  (_, res) =>
    json(res, status, problem(status, extra), 'application/problem+json');

/** The ApiError a call rejects with; fails the test when it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}
