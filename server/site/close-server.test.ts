import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServer } from './close-server.mjs';

/** A server with one quick route and one stream that never ends, as a stream of events does. */
async function start() {
  const server = http.createServer((req, res) => {
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: ready\n\n');
      return;
    }
    setTimeout(() => res.end('done'), 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('closeServer', () => {
  it('lets a request in flight finish, then cuts a stream that never ends once the grace is over', async () => {
    const { server, base } = await start();
    const stream = await fetch(`${base}/stream`);
    const reader = stream.body!.getReader();
    await reader.read();
    const inFlight = fetch(`${base}/quick`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 10));

    const started = Date.now();
    await closeServer(server, 300);
    const took = Date.now() - started;
    expect(await inFlight).toBe('done');
    // Not before the grace (the stream held the server open), and not long after it.
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3_000);
    // The stream was cut: it ends, or fails as the connection goes.
    expect(await reader.read().then((r) => r.done, () => true)).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('resolves as soon as nothing is open', async () => {
    const { server } = await start();
    const started = Date.now();
    await closeServer(server, 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(server.listening).toBe(false);
  });
});
