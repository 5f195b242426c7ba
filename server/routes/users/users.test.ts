import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { jwtSecret } from '../../../lib/config/jwt-secret';
import { signAccessToken } from '../../../lib/auth/access-token';

const newPhone = () => `0937${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase(
  'GET and PUT /users/me, and who may call them',
  () => {
    const app = createApp();
    let me: LoggedIn;
    beforeAll(async () => {
      me = await loginAs(app, newPhone());
    });

    const get = (headers: Record<string, string>) => app.request('/api/v1/users/me', { headers });
    const put = (body: unknown, headers: Record<string, string> = me.headers) =>
      app.request('/api/v1/users/me', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const stored = async () =>
      (await (await getDb()).select().from(users).where(eq(users.id, me.userId)))[0];

    it('shows the person, with roles, to a bearer or a cookie', async () => {
      for (const headers of [me.headers, { cookie: me.cookie }]) {
        const res = await get(headers);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toContain('no-store');
        expect(await res.json()).toMatchObject({
          id: me.userId,
          personId: me.userId,
          phone: me.phone,
          roles: ['buyer'],
          isAdmin: false,
        });
      }
    });

    it.each([
      ['no token', {}, 'unauthenticated'],
      ['a malformed header', { authorization: 'Token abc' }, 'invalid_token'],
      ['garbage', { authorization: 'Bearer not.a.jwt' }, 'invalid_token'],
    ])('answers %s with a Persian 401', async (_name, headers, code) => {
      const res = await get(headers as Record<string, string>);
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.code).toBe(code);
      expect(body.detail).toMatch(/[\u0600-\u06FF]/);
    });

    it('refuses a tampered, an unsigned (alg: none), a foreign-keyed and an expired token', async () => {
      const [header, payload, signature] = me.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = `${header}.${b64({ ...claims, roles: ['admin'] })}.${signature}`;
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, roles: ['admin'] })}.`;
      const foreign = await signAccessToken(
        { sub: String(me.userId), sid: claims.sid, roles: ['admin'], name: '' },
        new TextEncoder().encode('x'.repeat(48)),
      );
      for (const token of [tampered, unsigned, foreign]) {
        const res = await get({ authorization: `Bearer ${token}` });
        expect(res.status).toBe(401);
        expect((await res.json()).code).toBe('invalid_token');
      }
      const expired = await signAccessToken(
        { sub: String(me.userId), sid: claims.sid, roles: ['buyer'], name: '' },
        jwtSecret(),
        -60,
      );
      const res = await get({ authorization: `Bearer ${expired}` });
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('token_expired');
      const ghost = await signAccessToken(
        { sub: '987654321', sid: claims.sid, roles: ['admin'], name: '' },
        jwtSecret(),
      );
      expect((await get({ authorization: `Bearer ${ghost}` })).status).toBe(401);
    });

    it('saves personal info, reading Persian digits, and clears blank optional fields', async () => {
      const res = await put({
        firstName: ' سارا ',
        lastName: 'محمدی',
        nationalCode: '۰۴۹۹۳۷۰۸۹۹',
        email: 'Sara@Example.COM',
        birthDate: '۱۹۹۰-۰۳-۲۱',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        firstName: 'سارا',
        lastName: 'محمدی',
        displayName: 'سارا محمدی',
        nationalCode: '0499370899',
        email: 'sara@example.com',
        birthDate: '1990-03-21',
      });
      const cleared = await (
        await put({ firstName: 'سارا', lastName: 'محمدی', nationalCode: '', email: null })
      ).json();
      expect(cleared).toMatchObject({ nationalCode: null, email: null, birthDate: null });
    });

    it.each([
      ['a national code with a wrong check digit', { nationalCode: '0499370898' }, 'nationalCode'],
      ['a national code of nine digits', { nationalCode: '049937089' }, 'nationalCode'],
      ['ten equal digits', { nationalCode: '1111111111' }, 'nationalCode'],
      ['a bad email', { email: 'sara@' }, 'email'],
      ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate'],
      ['a day that does not exist', { birthDate: '1990-02-30' }, 'birthDate'],
      ['a name with digits', { firstName: 'سارا۲' }, 'firstName'],
      ['a missing last name', { lastName: undefined }, 'lastName'],
    ])(
      'refuses %s, naming the field in Persian and changing nothing',
      async (_name, change, field) => {
        await put({ firstName: 'سارا', lastName: 'محمدی', nationalCode: '0084575948' });
        const before = await stored();
        const res = await put({
          firstName: 'مینا',
          lastName: 'کریمی',
          nationalCode: '0013542419',
          ...change,
        });
        expect(res.status).toBe(400);
        const body = await res.json();
        const error = body.errors.find((e: { field: string }) => e.field === field);
        expect(error?.message).toMatch(/[\u0600-\u06FF]/);
        expect(await stored()).toEqual(before);
      },
    );

    it('refuses a cookie-carried change started by another site, and changes nothing', async () => {
      await put({ firstName: 'سارا', lastName: 'محمدی' });
      const before = await stored();
      const crossSite: Record<string, string>[] = [
        { cookie: me.cookie, 'sec-fetch-site': 'cross-site' },
        { cookie: me.cookie, 'sec-fetch-site': 'same-site' },
        { cookie: me.cookie, origin: 'https://evil.example' },
      ];
      for (const headers of crossSite) {
        const res = await put({ firstName: 'هکر', lastName: 'هکر' }, headers);
        expect(res.status).toBe(403);
        expect((await res.json()).code).toBe('cross_site_request');
      }
      expect(await stored()).toEqual(before);
      // Our own pages, and bearer callers (which no other site can forge), pass.
      expect(
        (
          await put(
            { firstName: 'سارا', lastName: 'رضایی' },
            { cookie: me.cookie, 'sec-fetch-site': 'same-origin' },
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await put(
            { firstName: 'سارا', lastName: 'رضایی' },
            { cookie: me.cookie, origin: 'http://localhost' },
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await put(
            { firstName: 'سارا', lastName: 'رضایی' },
            { ...me.headers, 'sec-fetch-site': 'cross-site' },
          )
        ).status,
      ).toBe(200);
      expect((await get({ cookie: me.cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    });
  },
  { seed: false },
);
