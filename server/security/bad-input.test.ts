// Bad bytes and sizes (the security issue's bullet), one named case per part: NUL in every input
// path, bodies over the size limits, unsupported methods and requests Node itself refuses.
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { BODY_MAX_BYTES } from '../http/bad-input';
import { PROBLEM_TITLES } from '../http/problem';
import { answerUnsupportedMethod, guardServer, RAW_PROBLEM_TITLES } from '../site/http-guards.mjs';
import { expectProblem } from '../testing/api-assertions';
import { loginAs, type LoggedIn } from '../testing/login';
import { describeEachDatabase } from '../testing/test-database';

const PERSIAN = /[\u0600-\u06FF]/;
const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

async function expectForbiddenCharacter(res: Response) {
  const body = await expectProblem(res, 400);
  expect(body.code).toBe('forbidden_character');
  expect(body.detail).toMatch(PERSIAN);
  // Read by the sender: no Latin word («NUL») that says nothing to them.
  expect(body.detail).not.toMatch(/[A-Za-z]/);
}

const address = (extra: object = {}) => ({
  title: 'خانه',
  province: 'تهران',
  city: 'تهران',
  addressLine: 'خیابان آزادی، کوچه بهار، پلاک ۷',
  receiverName: 'مریم خریدار',
  receiverPhone: '09121234567',
  ...extra,
});

/** A body stream of `total` bytes in 64 kB chunks that counts how much of it was read. */
function countedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describeEachDatabase('bad bytes and sizes', () => {
  const app = createApp();
  let me: LoggedIn;
  beforeAll(async () => {
    me = await loginAs(app, newPhone());
  });
  const addresses = async () =>
    (await app.request('/api/v1/deliveryaddresses', { headers: me.headers })).json();
  const postAddress = (body: BodyInit, headers: Record<string, string> = {}) =>
    app.request('/api/v1/deliveryaddresses', {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  describe('NUL', () => {
    it('in a query parameter: 400', async () => {
      await expectForbiddenCharacter(await app.request('/api/v1/suppliers?filter.text=%D8%A8%00'));
      await expectForbiddenCharacter(await app.request('/api/v1/searches/suggestions?key=a%00'));
    });

    it('in a query parameter a route reads without its schema (catalogue property filters): 400', async () => {
      const res = await app.request(
        '/api/v1/supplierproducts/catalog?filter.categoryId=1&filter.properties[0].propertyId=1&filter.properties[0].options=%00',
      );
      await expectForbiddenCharacter(res);
    });

    it('in a path parameter (%00): 400', async () => {
      await expectForbiddenCharacter(await app.request('/api/v1/suppliers/1%00'));
      await expectForbiddenCharacter(await app.request('/api/v1/media/products/1%00.svg'));
      await expectForbiddenCharacter(await app.request('/api/v1/sitemap/products%00'));
    });

    it('in a JSON body, at any depth or in a key: 400 and nothing is stored', async () => {
      await expectForbiddenCharacter(
        await postAddress(JSON.stringify(address({ title: 'خا\u0000نه' }))),
      );
      await expectForbiddenCharacter(
        await postAddress(JSON.stringify({ ...address(), extra: { deep: ['x', 'y\u0000'] } })),
      );
      await expectForbiddenCharacter(
        await postAddress(JSON.stringify({ ...address(), ['k\u0000']: 1 })),
      );
      // After a backslash of the text itself (an escaped backslash), a NUL all the same.
      await expectForbiddenCharacter(await postAddress(JSON.stringify(address({ title: 'خانه\\\u0000' }))));
      const res = await app.request('/api/v1/categories/1/suppliers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ properties: [{ propertyId: 1, options: ['\u0000'] }] }),
      });
      await expectForbiddenCharacter(res);
      expect(await addresses()).toEqual([]);
    });

    it('beside a body nested 20,000 deep (past any recursive walk): 400 and nothing is stored', async () => {
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      const body = `{"extra":${deep},${JSON.stringify(address({ title: 'خا\u0000نه' })).slice(1)}`;
      expect(body.length).toBeLessThan(BODY_MAX_BYTES);
      await expectForbiddenCharacter(await postAddress(body));
      expect(await addresses()).toEqual([]);
    });

    it('spelled out as text (a backslash, then u0000) is ordinary text', async () => {
      const res = await postAddress(JSON.stringify(address({ title: 'a\\u0000' })));
      expect(res.status, await res.clone().text()).toBe(201);
      expect((await res.json()).title).toBe('a\\u0000');
    });

    it('in a form body: 400', async () => {
      const res = await app.request('/api/v1/connect/token', {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'otp', phone: '0912\u00001234567', code: '1234' }),
      });
      await expectForbiddenCharacter(res);
      const key = await app.request('/api/v1/connect/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=a&b%00=c',
      });
      await expectForbiddenCharacter(key);
    });

    it('in a multipart text field or file name: 400', async () => {
      const field = new FormData();
      field.set('file', 'متن\u0000');
      const named = new FormData();
      named.set(
        'file',
        new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a\u0000.jpg', { type: 'image/jpeg' }),
      );
      for (const body of [field, named]) {
        await expectForbiddenCharacter(
          await app.request('/api/v1/users/profile-picture', {
            method: 'POST',
            headers: me.headers,
            body,
          }),
        );
      }
    });
  });

  describe('body size', () => {
    it('a 2 MB JSON body with its length declared: 413 before the body is read or the handler runs', async () => {
      const total = 2 * 1024 * 1024;
      const before = await addresses();
      const { stream, read } = countedBody(total);
      const res = await postAddress(stream, { 'content-length': String(total) });
      const body = await expectProblem(res, 413);
      expect(body.code).toBe('body_too_large');
      expect(body.detail).toMatch(PERSIAN);
      expect(read.bytes).toBeLessThan(BODY_MAX_BYTES);
      expect(await addresses()).toEqual(before);
    });

    it('a 2 MB JSON body streamed without a length: 413 once the limit is passed', async () => {
      const total = 2 * 1024 * 1024;
      const { stream, read } = countedBody(total);
      await expectProblem(await postAddress(stream), 413);
      expect(read.bytes).toBeGreaterThan(BODY_MAX_BYTES);
      expect(read.bytes).toBeLessThan(total);
    });

    it('an upload may pass 1 MB up to the picture limit, not beyond it', async () => {
      const upload = (size: number) => {
        const form = new FormData();
        const bytes = new Uint8Array(size);
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        form.set('file', new File([bytes], 'big.png', { type: 'image/png' }));
        return app.request('/api/v1/users/profile-picture', {
          method: 'POST',
          headers: me.headers,
          body: form,
        });
      };
      expect((await upload(1536 * 1024)).status).not.toBe(413);
      const body = await expectProblem(await upload(3 * 1024 * 1024), 413);
      expect(body.code).toBe('file_too_large');
      // Past every upload's limit, the answer names the largest (an order's file, 10 MB), not the picture's.
      const tooLarge = await expectProblem(await upload(12 * 1024 * 1024), 413);
      expect(tooLarge.detail).toBe('حجم فایل نباید بیش از ۱۰ مگابایت باشد');
    });
  });

  it('a JSON body cut short or empty: 400 saying in Persian that it is not JSON, nothing stored', async () => {
    const before = await addresses();
    for (const body of ['{"title":', '']) {
      const problem = await expectProblem(await postAddress(body), 400);
      expect(problem).toMatchObject({ code: 'malformed_body', detail: 'بدنه درخواست JSON معتبر نیست' });
    }
    expect(await addresses()).toEqual(before);
  });

  describe('methods', () => {
    it('PROPFIND: 405 problem with the methods the path has', async () => {
      const res = await app.request('/api/v1/suppliers', { method: 'PROPFIND' });
      const body = await expectProblem(res, 405);
      expect(body.code).toBe('method_not_allowed');
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    });

    it('a known method the path does not have: 405 with Allow; an unknown path stays 404', async () => {
      const get = await app.request('/api/v1/connect/token');
      await expectProblem(get, 405);
      expect(get.headers.get('allow')).toBe('POST');
      const del = await app.request('/api/v1/suppliers/1', { method: 'DELETE' });
      await expectProblem(del, 405);
      expect(del.headers.get('allow')).toBe('GET, HEAD');
      await expectProblem(await app.request('/api/v1/no-such-thing'), 404);
      const propfind = await app.request('/api/v1/no-such-thing', { method: 'PROPFIND' });
      await expectProblem(propfind, 405);
      expect(propfind.headers.get('allow')).toContain('GET');
    });
  });
});

type RawAnswer = { status: number; headers: string; body: string };

/** Sends bytes as they are and reads the answer until the server closes or has sent it all. */
function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        headers: head.toLowerCase(),
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(text);
  });
}

function expectRawProblem(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers).toContain('content-type: application/problem+json');
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ status, code });
  expect(body.title).toMatch(PERSIAN);
  expect(body.detail).toMatch(PERSIAN);
}

describe('a real server: what Node refuses before any handler runs', () => {
  // The standalone API's set-up (standalone.ts): the Hono app on @hono/node-server, guarded.
  let api: ReturnType<typeof serve>;
  // The site server's set-up (serve.mjs): methods checked before Next's handler.
  let site: http.Server;
  const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      api = guardServer(
        serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()),
      );
    });
    site = guardServer(
      http.createServer((req, res) => {
        if (answerUnsupportedMethod(req, res)) return;
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    await new Promise((resolve) => site.close(resolve));
  });

  it('oversized headers (20 kB): 431 problem document', async () => {
    for (const port of [portOf(api), portOf(site)]) {
      const answer = await rawRequest(
        port,
        `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(20 * 1024)}\r\n\r\n`,
      );
      expectRawProblem(answer, 431, 'headers_too_large');
    }
  });

  it('a malformed request: 400 problem document', async () => {
    const answer = await rawRequest(
      portOf(api),
      'POST /api/v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    );
    expectRawProblem(answer, 400, 'malformed_request');
  });

  it('a method Node does not know (FOO) or CONNECT: 405 problem document', async () => {
    for (const port of [portOf(api), portOf(site)]) {
      expectRawProblem(
        await rawRequest(port, 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n'),
        405,
        'method_not_allowed',
      );
      const connect = await rawRequest(
        port,
        'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      );
      expectRawProblem(connect, 405, 'method_not_allowed');
    }
  });

  it('TRACE and PROPFIND: 405 problem documents from the API and from the site server', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const fromApi = await rawRequest(
        portOf(api),
        `${method} /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expectRawProblem(fromApi, 405, 'method_not_allowed');
      expect(fromApi.headers).toContain('allow: get, head');
      const fromSite = await rawRequest(
        portOf(site),
        `${method} / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expectRawProblem(fromSite, 405, 'method_not_allowed');
      expect(fromSite.headers).toContain('allow: ');
    }
    const get = await rawRequest(
      portOf(site),
      'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(get.status).toBe(200);
  });

  it('uses the API titles for the statuses both answer', () => {
    for (const [status, title] of Object.entries(RAW_PROBLEM_TITLES)) {
      if (PROBLEM_TITLES[Number(status)]) expect(title).toBe(PROBLEM_TITLES[Number(status)]);
    }
  });
});
