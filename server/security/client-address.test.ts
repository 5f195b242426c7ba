import crypto from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, serve } from '@hono/node-server';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { createApp } from '../app';
import { addressOfIncoming, compileTrust } from '../http/client-address';
import { createSiteServer } from '../site/site-server';
import { useIdentityOverridesForTests } from '../services/identity/context';
import { createMemoryLimitStore } from '../services/rate-limit';
import { OTP_RULES } from '../services/identity/limits';
import type { SmsSender } from '../adapters/sms';

const newPhone = () => `0938${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const randomIp = () => Array.from({ length: 4 }, () => crypto.randomInt(1, 255)).join('.');

describe('TRUST_PROXY (proxy-addr)', () => {
  const request = (socket: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress: socket }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

  it('by default trusts no one: the socket is the client, whatever the header says', () => {
    expect(addressOfIncoming(request('203.0.113.7', '1.1.1.1'), compileTrust(undefined))).toBe('203.0.113.7');
    expect(addressOfIncoming(request('::ffff:203.0.113.7'), compileTrust(''))).toBe('203.0.113.7');
  });

  it('with a hop count, takes the entry that many proxies in', () => {
    const oneProxy = compileTrust('1');
    expect(addressOfIncoming(request('10.0.0.2', '6.6.6.6, 198.51.100.4'), oneProxy)).toBe('198.51.100.4');
    expect(addressOfIncoming(request('10.0.0.2', '6.6.6.6, 198.51.100.4'), compileTrust('2'))).toBe('6.6.6.6');
  });

  it('with addresses and subnets, skips only the proxies it names', () => {
    const lb = compileTrust('10.0.0.0/8, 127.0.0.1');
    expect(addressOfIncoming(request('10.1.2.3', '6.6.6.6, 198.51.100.4, 10.9.9.9'), lb)).toBe('198.51.100.4');
    // A client that is not one of them is believed about nothing.
    expect(addressOfIncoming(request('198.51.100.9', '10.0.0.1'), lb)).toBe('198.51.100.9');
  });
});

describeEachDatabase('security: per-client limits count the real client', () => {
  const app = createApp();
  const capture: SmsSender = { name: 'dev', sendOtp: async () => {}, sendOrderNotice: async () => undefined };
  const servers: http.Server[] = [];
  beforeEach(() => useIdentityOverridesForTests({ sms: capture, limits: createMemoryLimitStore() }));
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });
  afterAll(() => useIdentityOverridesForTests({}));

  const listen = async (server: http.Server) => {
    servers.push(server);
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  /** Sends codes to fresh numbers, each with a forged forwarded address, until refused. */
  async function sprayFromOneClient(base: string, forged: () => Record<string, string>) {
    const statuses: number[] = [];
    for (let i = 0; i <= OTP_RULES.sendsPerIp[0].limit; i++) {
      const res = await fetch(`${base}/api/v1/users/login-by-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forged() },
        body: JSON.stringify({ phone: newPhone() }),
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  it('through the site server and Next, a forged X-Forwarded-For or stamp does not make a new client', async () => {
    // Next's route handler sees no socket: the stand-in hands the app a bare Request, as Next does.
    const next = getRequestListener((request) => app.fetch(request));
    const site = createSiteServer({ pageCacheMegabytes: 0 });
    const base = await listen(http.createServer(site.wrap(next) as http.RequestListener));
    const statuses = await sprayFromOneClient(base, () => ({
      'x-forwarded-for': randomIp(),
      'x-real-ip': randomIp(),
      'x-bazargah-client-address': randomIp(),
      'x-bazargah-client-key': 'guessed',
    }));
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('on the standalone API (npm run api) the socket address is used, not "unknown" for everyone', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
    const base = await listen(server);
    const statuses = await sprayFromOneClient(base, () => ({ 'x-forwarded-for': randomIp() }));
    expect(statuses.at(-1)).toBe(429);
    // Another client (another socket address) is not held back by the first one's limit.
    const other = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${base}/api/v1/users/login-by-otp`,
        { method: 'POST', localAddress: '127.0.0.2', headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ phone: newPhone() }));
    });
    expect(other).toBe(200);
  });
});
