import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, keepIdleConnectionsOpen } from './keep-alive.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function start(keep: boolean) {
  const server = http.createServer((_req, res) => res.end('ok'));
  if (keep) keepIdleConnectionsOpen(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Two requests through one keep-alive agent, as Playwright sends them, `idleMs` apart. */
async function twoRequests(port: number, idleMs: number) {
  const agent = new http.Agent({ keepAlive: true });
  const get = () =>
    new Promise<{ reused: boolean; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ reused: req.reusedSocket, body }));
      });
      req.on('error', reject);
    });
  try {
    await get();
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    return await get();
  } finally {
    agent.destroy();
  }
}

describe('keepIdleConnectionsOpen', () => {
  it('keeps an idle connection longer than nginx keeps its upstream ones (deploy/nginx.conf)', async () => {
    const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    const upstreamSeconds = Number(/keepalive_timeout\s+(\d+)s;/.exec(nginx)?.[1]);
    const server = keepIdleConnectionsOpen(http.createServer());
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(upstreamSeconds * 1000);
  });

  it('answers a request sent on a connection idle for longer than Node would keep it, on that same connection', { timeout: 20_000 }, async () => {
    const kept = await start(true);
    const plain = await start(false);
    const [onKept, onPlain] = await Promise.all([twoRequests(kept, 7_500), twoRequests(plain, 7_500)]);
    expect(onKept).toEqual({ reused: true, body: 'ok' });
    // Node's default had closed it: the agent saw the close and opened another.
    expect(onPlain).toEqual({ reused: false, body: 'ok' });
  });
});
