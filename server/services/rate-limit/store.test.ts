import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { reachableRedis } from '../../testing/redis';
import { createMemoryLimitStore } from './memory-store';
import { createRedisLimitStore } from './redis-store';
import type { RateLimitStore } from './types';

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0);
const MIN = 60_000;

function contract(name: string, open: () => Promise<RateLimitStore | null>) {
  describe(`rate-limit store: ${name}`, async () => {
    const store = await open();
    if (!store) {
      it.skip('needs Redis', () => {});
      return;
    }
    let key = '';
    afterAll(() => store.close());
    const fresh = () => (key = `test:${crypto.randomUUID()}`);

    it('allows up to the limit in a window, then answers with the wait', async () => {
      fresh();
      const rule = { key, limit: 3, windowMs: 10 * MIN };
      for (let i = 0; i < 3; i++) expect((await store.consume([rule], T0 + i * MIN)).ok).toBe(true);
      const refused = await store.consume([rule], T0 + 3 * MIN);
      expect(refused).toEqual({ ok: false, retryAfterMs: 7 * MIN, key });
      // The first hit leaves the window at T0 + 10 min: one slot, not three.
      expect((await store.consume([rule], T0 + 10 * MIN + 1)).ok).toBe(true);
      expect((await store.consume([rule], T0 + 10 * MIN + 2)).ok).toBe(false);
    });

    it('checks every rule before recording any hit', async () => {
      const a = { key: fresh(), limit: 1, windowMs: 2 * MIN };
      const b = { key: `${fresh()}:b`, limit: 5, windowMs: 60 * MIN };
      expect((await store.consume([a, b], T0)).ok).toBe(true);
      const refused = await store.consume([a, b], T0 + 30_000);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused).toMatchObject({ retryAfterMs: 90_000, key: a.key });
      // The refused call did not count against b: four more fit once a has room again.
      for (let i = 1; i <= 4; i++)
        expect((await store.consume([a, b], T0 + i * 2 * MIN + 1)).ok).toBe(true);
      const full = await store.consume([b], T0 + 9 * MIN);
      expect(full.ok).toBe(false);
      if (!full.ok) expect(full).toMatchObject({ key: b.key, retryAfterMs: 51 * MIN });
    });

    it('reports the longest wait when several rules refuse', async () => {
      const short = { key: fresh(), limit: 1, windowMs: MIN };
      const long = { key: `${key}:long`, limit: 1, windowMs: 60 * MIN };
      await store.consume([short, long], T0);
      const refused = await store.consume([short, long], T0 + 1000);
      expect(refused).toEqual({ ok: false, retryAfterMs: 60 * MIN - 1000, key: long.key });
    });

    it('takes back released hits', async () => {
      const rule = { key: fresh(), limit: 1, windowMs: MIN };
      const first = await store.consume([rule], T0);
      expect(first.ok).toBe(true);
      if (first.ok) await store.release(first.ticket);
      expect((await store.consume([rule], T0 + 1)).ok).toBe(true);
      expect((await store.consume([rule], T0 + 2)).ok).toBe(false);
    });

    it('lets only one of many simultaneous callers take the last slot', async () => {
      const rule = { key: fresh(), limit: 1, windowMs: MIN };
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.consume([rule], T0)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
    });
  });
}

contract('memory', async () => createMemoryLimitStore());

let redis: Redis | null = null;
contract('redis', async () => {
  redis = await reachableRedis();
  return redis && createRedisLimitStore(redis, { prefix: `bazargah-test:${crypto.randomUUID()}:` });
});
afterAll(async () => {
  await redis?.quit();
});
