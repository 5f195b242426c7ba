import crypto from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { loginAs, type LoggedIn } from '../testing/login';
import { createApp } from '../app';
import { createRouter } from './router';
import { ProblemError, problemResponse } from './problem';
import { optionalUser, requireRole, signedIn, withRole } from './auth';

/** A small app of its own, so the helpers are tested as other route groups will use them. */
function probeApp() {
  const app = createRouter();
  app.all('/optional', async (c) => c.json({ user: (await optionalUser(c))?.id ?? null }));
  app.get('/admin', async (c) => c.json({ id: (await requireRole(c, 'admin', 'owner')).id }));
  app.post('/guarded', signedIn, async (c) => c.json({ read: await c.req.text() }));
  app.post('/suppliers-only', withRole('supplier'), async (c) => c.json({ ok: true }));
  app.onError((error, c) =>
    error instanceof ProblemError ? problemResponse(c, error.init) : c.text(String(error), 500),
  );
  return app;
}

describeEachDatabase(
  'auth helpers',
  () => {
    const probe = probeApp();
    let buyer: LoggedIn;
    let admin: LoggedIn;
    beforeAll(async () => {
      const app = createApp();
      buyer = await loginAs(app, `0994${crypto.randomInt(1_000_000, 9_999_999)}`);
      admin = await loginAs(app, `0994${crypto.randomInt(1_000_000, 9_999_999)}`, {
        roles: ['admin'],
      });
    });

    it('optionalUser: the user from a bearer or cookie, null for none or a bad token', async () => {
      const ask = async (headers: Record<string, string>, method = 'GET') =>
        (await (await probe.request('/optional', { method, headers })).json()).user;
      expect(await ask(buyer.headers)).toBe(buyer.userId);
      expect(await ask({ cookie: buyer.cookie })).toBe(buyer.userId);
      expect(await ask({})).toBeNull();
      expect(await ask({ authorization: 'Bearer broken' })).toBeNull();
      // A cookie on a cross-site POST counts as no login at all; a bearer still counts.
      expect(
        await ask({ cookie: buyer.cookie, 'sec-fetch-site': 'cross-site' }, 'POST'),
      ).toBeNull();
      expect(await ask({ cookie: buyer.cookie, 'sec-fetch-site': 'same-origin' }, 'POST')).toBe(
        buyer.userId,
      );
      expect(await ask({ ...buyer.headers, 'sec-fetch-site': 'cross-site' }, 'POST')).toBe(
        buyer.userId,
      );
    });

    it('requireRole: 401 without login, 403 without any of the roles, the user with one', async () => {
      expect((await probe.request('/admin')).status).toBe(401);
      const refused = await probe.request('/admin', { headers: buyer.headers });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'forbidden', status: 403 });
      const allowed = await probe.request('/admin', { headers: admin.headers });
      expect(await allowed.json()).toEqual({ id: admin.userId });
    });

    it('signedIn and withRole stop a request before its handler runs', async () => {
      expect((await probe.request('/guarded', { method: 'POST', body: 'x' })).status).toBe(401);
      expect(
        await (
          await probe.request('/guarded', { method: 'POST', headers: buyer.headers, body: 'x' })
        ).json(),
      ).toEqual({ read: 'x' });
      expect(
        (await probe.request('/suppliers-only', { method: 'POST', headers: admin.headers })).status,
      ).toBe(403);
    });
  },
  { seed: false },
);
