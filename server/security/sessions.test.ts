import crypto from 'node:crypto';
import { afterAll, afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { reachableRedis } from '../testing/redis';
import { createApp } from '../app';
import { loginAs, type LoggedIn } from '../testing/login';
import { getDb, type Db } from '../db/client';
import {
  createMemorySessionCache,
  createRedisSessionCache,
  endSessions,
  openSessionUser,
  useSessionCacheForTests,
  type SessionCache,
} from '../services/identity/sessions';
import { env } from '../../lib/config/env';

const newPhone = () => `0937${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const sidOf = (login: LoggedIn) => JSON.parse(Buffer.from(login.accessToken.split('.')[1], 'base64url').toString()).sid as string;

/** Counts the statements a Db runs, to show what the hot path costs. */
function counting(db: Db) {
  const counter = { queries: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'select' || key === 'execute' || key === 'update' || key === 'selectDistinct') {
        return (...args: unknown[]) => {
          counter.queries += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy as Db, counter };
}

// Two nodes sharing Redis are two caches over one server: skipped without Redis, except in CI.
const redis = await reachableRedis();
afterAll(async () => {
  await redis?.quit();
});

describeEachDatabase('security: sessions end at once', () => {
  const app = createApp();
  const me = (who: Pick<LoggedIn, 'accessToken'>) =>
    app.request('/api/v1/users/me', { headers: { authorization: `Bearer ${who.accessToken}` } });

  afterEach(() => useSessionCacheForTests(undefined));

  it('logout (/connect/revoke) ends the access token of that login at once, not after an hour', async () => {
    const phone = newPhone();
    const login = await loginAs(app, phone);
    const otherDevice = await loginAs(app, phone);
    expect((await me(login)).status).toBe(200);
    const revoked = await app.request('/api/v1/connect/revoke', {
      method: 'POST',
      headers: { ...FORM, cookie: `refreshToken=${login.refreshToken}` },
      body: new URLSearchParams(),
    });
    expect(revoked.status).toBe(200);
    const after = await me(login);
    expect(after.status).toBe(401);
    expect(after.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await after.json()).code).toBe('session_ended');
    // The cookie a browser would still send is refused the same way.
    const byCookie = await app.request('/api/v1/users/me', { headers: { cookie: login.cookie } });
    expect(byCookie.status).toBe(401);
    // Another login of the same person is another session, and goes on.
    expect((await me(otherDevice)).status).toBe(200);
  });

  it('"log out everywhere" ends every session of the user and no one else\'s', async () => {
    const phone = newPhone();
    const phoneA = await loginAs(app, phone);
    const laptop = await loginAs(app, phone);
    const stranger = await loginAs(app, newPhone());
    for (const who of [phoneA, laptop, stranger]) expect((await me(who)).status).toBe(200);

    const res = await app.request('/api/v1/connect/revoke-all', { method: 'POST', headers: phoneA.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2 });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('accessToken=;'))).toBe(true);
    for (const who of [phoneA, laptop]) expect((await me(who)).status).toBe(401);
    expect((await me(stranger)).status).toBe(200);
    // Their refresh tokens are dead too: no new access token comes out of them.
    const refreshed = await app.request('/api/v1/connect/token', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: laptop.refreshToken }),
    });
    expect(refreshed.status).toBe(400);
  });

  it('"log out everywhere" needs a login', async () => {
    const res = await app.request('/api/v1/connect/revoke-all', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('answers a repeated check of an open session without a database round trip', async () => {
    useSessionCacheForTests(createMemorySessionCache());
    const login = await loginAs(app, newPhone());
    const sid = JSON.parse(Buffer.from(login.accessToken.split('.')[1], 'base64url').toString()).sid as string;
    const { db, counter } = counting(await getDb());
    expect(await openSessionUser(db, sid, login.userId)).toMatchObject({ id: login.userId });
    expect(counter.queries).toBe(1);
    for (let i = 0; i < 5; i++) expect(await openSessionUser(db, sid, login.userId)).not.toBeNull();
    expect(counter.queries).toBe(1);
    // A token naming someone else's session is not that session.
    expect(await openSessionUser(db, sid, login.userId + 1)).toBeNull();
  });

  it('a logout that failed at the cache is done by trying again (the database had ended the session already)', async () => {
    const memory = createMemorySessionCache();
    let failing = true;
    const flaky: SessionCache = { ...memory, end: async (keys) => (failing ? Promise.reject(new Error('cache down')) : memory.end(keys)) };
    useSessionCacheForTests(flaky);
    const login = await loginAs(app, newPhone());
    const db = await getDb();
    expect(await openSessionUser(db, sidOf(login), login.userId)).not.toBeNull();
    const logout = () =>
      app.request('/api/v1/connect/revoke', { method: 'POST', headers: { ...FORM, cookie: `refreshToken=${login.refreshToken}` }, body: new URLSearchParams() });
    expect((await logout()).status).toBe(500);
    // The cache still says open: the logout is not done, and said so.
    expect(await openSessionUser(db, sidOf(login), login.userId)).not.toBeNull();
    failing = false;
    expect((await logout()).status).toBe(200);
    expect((await me(login)).status).toBe(401);
    // «Log out everywhere» tried again does it too.
    const other = await loginAs(app, newPhone());
    expect((await me(other)).status).toBe(200);
    failing = true;
    expect((await app.request('/api/v1/connect/revoke-all', { method: 'POST', headers: other.headers })).status).toBe(500);
    failing = false;
    const again = await app.request('/api/v1/connect/revoke-all', { method: 'POST', headers: other.headers });
    expect([again.status, (await me(other)).status]).toEqual([200, 401]);
  });

  const caches: [string, () => SessionCache][] = [['in memory', () => createMemorySessionCache()]];
  if (redis) caches.push(['in Redis', () => createRedisSessionCache(redis, `bazargah:test:${crypto.randomUUID()}:`)]);
  it.each(caches)('%s, a check that read the database just before a logout cannot put "open" back', async (_, make) => {
    const cache = make();
    useSessionCacheForTests(cache);
    const login = await loginAs(app, newPhone());
    const key = `${login.userId}:${sidOf(login)}`;
    const db = await getDb();
    const before = await openSessionUser(db, sidOf(login), login.userId);
    await cache.delete([key]);
    await endSessions(db, { familyId: sidOf(login) });
    // The check's answer, read before the logout, arrives after it.
    await cache.add(key, { user: before! });
    expect(await openSessionUser(db, sidOf(login), login.userId)).toBeNull();
  });

  it.skipIf(!redis)('with REDIS_URL, a node\'s first call is a logout: it waits for the connection and ends the session', async () => {
    const url = env().REDIS_URL ?? 'redis://127.0.0.1:6379';
    const login = await loginAs(app, newPhone());
    const db = await getDb();
    const prefix = `bazargah:test:${crypto.randomUUID()}:`;
    const elsewhere = createRedisSessionCache(redis!, prefix);
    useSessionCacheForTests(elsewhere);
    expect(await openSessionUser(db, sidOf(login), login.userId)).not.toBeNull();
    const fresh = createRedisSessionCache(url, prefix);
    try {
      useSessionCacheForTests(fresh);
      await endSessions(db, { familyId: sidOf(login) });
      useSessionCacheForTests(elsewhere);
      expect(await openSessionUser(db, sidOf(login), login.userId)).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it.skipIf(!redis)('with REDIS_URL, node B refuses the token as soon as node A ends its session', async () => {
    const prefix = `bazargah:test:${crypto.randomUUID()}:`;
    const nodeA = createRedisSessionCache(redis!, prefix);
    const nodeB = createRedisSessionCache(redis!, prefix);
    const login = await loginAs(app, newPhone());
    const sid = JSON.parse(Buffer.from(login.accessToken.split('.')[1], 'base64url').toString()).sid as string;
    const db = await getDb();
    useSessionCacheForTests(nodeB);
    expect(await openSessionUser(db, sid, login.userId)).not.toBeNull();
    useSessionCacheForTests(nodeA);
    expect(await openSessionUser(db, sid, login.userId)).not.toBeNull();
    await endSessions(db, { familyId: sid });
    useSessionCacheForTests(nodeB);
    expect(await openSessionUser(db, sid, login.userId)).toBeNull();
  });
});
