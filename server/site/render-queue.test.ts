import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { markEndedByNext } from './answer-ended';
import { withRenderQueue } from './render-queue';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server whose every answer waits for `release`; `started` lists the URLs it began to answer. */
async function start(concurrency: number) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const started: string[] = [];
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    started.push(req.url!);
    await held;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<p>صفحه</p>');
  };
  const server = http.createServer(withRenderQueue(next, concurrency) as http.RequestListener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, started, release };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, { agent: false, headers }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', reject);
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('withRenderQueue', () => {
  it('renders a few pages at a time; the others wait their turn and are all answered', async () => {
    const { base, started, release } = await start(2);
    const answers = Promise.all([1, 2, 3, 4, 5].map((id) => get(`${base}/products/${id}/x`)));
    await settle();
    const atOnce = started.length;
    release();
    expect(atOnce).toBe(2);
    expect(await answers).toEqual([200, 200, 200, 200, 200]);
    expect(started).toHaveLength(5);
  });

  it('lets Next’s files, the API and in-app navigations pass while pages wait', async () => {
    const { base, started, release } = await start(1);
    const answers = Promise.all([
      get(`${base}/products/1/x`),
      get(`${base}/products/2/x`),
      get(`${base}/_next/static/chunks/app.js`),
      get(`${base}/api/v1/categories`),
      get(`${base}/products/3/x`, { rsc: '1' }),
    ]);
    await settle();
    const passed = [...started];
    release();
    await answers;
    expect(passed).toEqual(['/products/1/x', '/_next/static/chunks/app.js', '/api/v1/categories', '/products/3/x']);
  });

  it('does not render for a client that left while waiting its turn', async () => {
    const { base, started, release } = await start(1);
    const first = get(`${base}/products/1/x`);
    const gone = http.get(`${base}/products/2/x`, { agent: false });
    gone.on('error', () => {});
    await settle();
    gone.destroy();
    await settle();
    release();
    expect(await first).toBe(200);
    await settle();
    expect(started).toEqual(['/products/1/x']);
  });

  it('frees the place of an answer whose client left once Next had ended it, though Next never settles then', async () => {
    // As Next's writer does behind the site server's compression: it has ended the answer, whose
    // last bytes were still being compressed when the client left; they are never sent, and Node
    // never emits the 'finish' Next waits for.
    const next = (req: IncomingMessage, res: ServerResponse) =>
      new Promise<void>((resolve) => {
        res.once('finish', resolve);
        if (req.url === '/products/1/x') markEndedByNext(res);
        else res.end('<p>صفحه</p>');
      });
    const base = await serve(next);
    await askAndLeave(`${base}/products/1/x`);
    expect(await get(`${base}/products/2/x`)).toBe(200);
  });

  it('holds the place of a render still running for a client that left, until it is over', async () => {
    const order: string[] = [];
    const next = async (req: IncomingMessage, res: ServerResponse) => {
      order.push(`start ${req.url}`);
      if (req.url === '/products/1/x') {
        await new Promise((resolve) => req.socket.once('close', resolve));
        await settle();
        order.push('first render over');
      }
      res.end('<p>صفحه</p>');
    };
    const base = await serve(next);
    await askAndLeave(`${base}/products/1/x`);
    expect(await get(`${base}/products/2/x`)).toBe(200);
    expect(order).toEqual(['start /products/1/x', 'first render over', 'start /products/2/x']);
  });

  it('frees the place of a render that never ends for a client that left, after a while', async () => {
    const next = (req: IncomingMessage, res: ServerResponse) =>
      req.url === '/products/1/x' ? new Promise<void>(() => {}) : Promise.resolve(void res.end('<p>صفحه</p>'));
    const base = await serve(next, 200);
    await askAndLeave(`${base}/products/1/x`);
    expect(await get(`${base}/products/2/x`)).toBe(200);
  });
});

async function serve(next: (req: IncomingMessage, res: ServerResponse) => Promise<void>, renderAfterLeavingMs?: number) {
  const server = http.createServer(withRenderQueue(next, 1, renderAfterLeavingMs) as http.RequestListener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Asks for a page, then leaves before any answer. */
async function askAndLeave(url: string) {
  const gone = http.get(url, { agent: false });
  gone.on('error', () => {});
  await settle();
  gone.destroy();
}
