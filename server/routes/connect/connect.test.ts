import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs } from '../../testing/login';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { env } from '../../../lib/config/env';
import { normalizeIranMobile } from '../../../lib/phone';
import { jwtSecret } from '../../../lib/config/jwt-secret';
import { verifyAccessToken } from '../../../lib/auth/access-token';
import { readLatestOutboxCode, type SmsSender } from '../../adapters/sms';
import { createKavenegarSender } from '../../adapters/sms/kavenegar';
import { collectingLog, startFakeProvider } from '../../adapters/sms/fake-provider';
import { useIdentityOverridesForTests } from '../../services/identity/context';
import { createMemoryLimitStore } from '../../services/rate-limit';
import { clientAddressHeaders } from '../../http/client-address';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const newPhone = () => `0936${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

describeEachDatabase('login by OTP and /connect/token', () => {
  const app = createApp();
  let outbox: { phone: string; code: string }[];
  const clock = { now: Date.now() };
  const capture: SmsSender = {
    name: 'dev',
    sendOrderNotice: async () => undefined,
    sendOtp: async (phone, code) => void outbox.push({ phone, code }),
  };

  beforeEach(() => {
    outbox = [];
    clock.now = Date.now();
    useIdentityOverridesForTests({
      sms: capture,
      limits: createMemoryLimitStore(),
      now: () => clock.now,
    });
  });
  afterAll(() => useIdentityOverridesForTests({}));

  const sendCode = (phone: string, headers: Record<string, string> = {}) =>
    app.request('/api/v1/users/login-by-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ phone }),
    });
  const token = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request('/api/v1/connect/token', {
      method: 'POST',
      headers: { ...FORM, ...headers },
      body: new URLSearchParams(fields),
    });
  const codeFor = (phone: string) =>
    outbox.filter((m) => m.phone === normalizeIranMobile(phone)).at(-1)!.code;

  it('answers a registered and an unknown number alike, in Persian or Latin digits', async () => {
    const known = await sendCode('۰۹۱۲۰۰۰۰۰۰۳');
    const unknown = await sendCode(newPhone());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(known.headers.get('cache-control')).toBe('no-store');
    expect(outbox.map((m) => m.phone)).toContain('+989120000003');
  });

  it.each(['12345', 'abc', '+19121234567', '', '0912-123-456'])(
    'refuses the number %j with a Persian field error',
    async (phone) => {
      const res = await sendCode(phone);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ code: 'validation_failed', errors: [{ field: 'phone' }] });
      expect(body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
      expect(outbox).toHaveLength(0);
    },
  );

  it('makes a number wait 120 s for a new code, saying so in Retry-After', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).status).toBe(200);
    clock.now += 20_000;
    const again = await sendCode(phone);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('100');
    expect(await again.json()).toMatchObject({ code: 'otp_resend_wait', retryAfterSeconds: 100 });
    clock.now += 100_000;
    expect((await sendCode(phone)).status).toBe(200);
  });

  it('limits one address across numbers (as the site server found it), not its neighbours', async () => {
    const from = (ip: string) => clientAddressHeaders(ip);
    for (let i = 0; i < 20; i++)
      expect((await sendCode(newPhone(), from('192.0.2.10'))).status).toBe(200);
    const refused = await sendCode(newPhone(), from('192.0.2.10'));
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('too_many_requests');
    expect((await sendCode(newPhone(), from('192.0.2.11'))).status).toBe(200);
  });

  it('logs a new number in with the code from the development outbox, as a buyer', async () => {
    useIdentityOverridesForTests({ limits: createMemoryLimitStore() });
    const phone = newPhone();
    expect((await sendCode(phone)).status).toBe(200);
    const line = await readLatestOutboxCode(env().SMS_OUTBOX, `+98${phone.slice(1)}`);
    expect(line?.code).toMatch(/^\d{6}$/);
    const res = await token({ grant_type: 'otp', phone, code: line!.code });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_expires_in: 30 * 24 * 3600,
    });
    const verified = await verifyAccessToken(body.access_token, jwtSecret());
    expect(verified.ok).toBe(true);
    if (verified.ok) {
      expect(verified.claims).toMatchObject({ roles: ['buyer'], name: '' });
      expect(verified.claims.exp).toBeGreaterThan(Date.now() / 1000);
      const [user] = await (
        await getDb()
      )
        .select()
        .from(users)
        .where(eq(users.id, Number(verified.claims.sub)));
      expect(user.phone).toBe(`+98${phone.slice(1)}`);
    }
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('accessToken='))).toContain('Path=/;');
    expect(cookies.find((c) => c.startsWith('accessToken='))).toContain('HttpOnly');
    expect(cookies.find((c) => c.startsWith('refreshToken='))).toMatch(/Path=\/api\/v1\/connect/);
    expect(cookies.find((c) => c.startsWith('refreshToken='))).toContain('SameSite=Strict');
  });

  it('refuses wrong, reused and expired codes, each with its own Persian problem', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = codeFor(phone);
    const wrong = await token({
      grant_type: 'otp',
      phone,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.status).toBe(400);
    const wrongBody = await wrong.json();
    expect(wrongBody.code).toBe('otp_invalid');
    expect(wrongBody.detail).toMatch(/[\u0600-\u06FF]/);
    expect(wrong.headers.getSetCookie()).toHaveLength(0);
    expect((await token({ grant_type: 'otp', phone, code: toPersian(code) })).status).toBe(200);
    const reused = await token({ grant_type: 'otp', phone, code });
    expect(reused.status).toBe(400);
    expect((await reused.json()).code).toBe('otp_used');

    const late = newPhone();
    await sendCode(late);
    clock.now += 121_000;
    const expired = await token({ grant_type: 'otp', phone: late, code: codeFor(late) });
    expect(expired.status).toBe(400);
    expect((await expired.json()).code).toBe('otp_expired');
    expect(
      await (
        await getDb()
      )
        .select()
        .from(users)
        .where(eq(users.phone, `+98${late.slice(1)}`)),
    ).toHaveLength(0);
  });

  it('asks for phone and a six-digit code with field errors, and refuses unknown grants and JSON', async () => {
    const missing = await token({ grant_type: 'otp', phone: '0912', code: '12' });
    expect(missing.status).toBe(400);
    const fields = (await missing.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['phone', 'code']));
    expect((await token({ grant_type: 'password', username: 'a', password: 'b' })).status).toBe(
      400,
    );
    const json = await app.request('/api/v1/connect/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'otp' }),
    });
    expect(json.status).toBe(415);
    expect(json.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('lets the seeded admin in with its roles', async () => {
    const admin = await loginAs(app, '09120000001');
    const verified = await verifyAccessToken(admin.accessToken, jwtSecret());
    expect(verified.ok && verified.claims.roles).toEqual(expect.arrayContaining(['admin']));
    expect(verified.ok && verified.claims.name).toBe('مدیر سامانه');
    const me = await (await app.request('/api/v1/users/me', { headers: admin.headers })).json();
    expect(me).toMatchObject({ phone: '+989120000001', isAdmin: true });
    expect(me.roles).toContain('admin');
  });

  it('rotates refresh tokens; replaying a spent one revokes the whole family', async () => {
    const login = await loginAs(app, newPhone());
    const other = await loginAs(app, login.phone);
    const first = await token({ grant_type: 'refresh_token', refresh_token: login.refreshToken });
    expect(first.status).toBe(200);
    const rotated = await first.json();
    expect(rotated.refresh_token).not.toBe(login.refreshToken);
    expect((await verifyAccessToken(rotated.access_token, jwtSecret())).ok).toBe(true);

    const replay = await token({ grant_type: 'refresh_token', refresh_token: login.refreshToken });
    expect(replay.status).toBe(400);
    expect((await replay.json()).code).toBe('refresh_token_reused');
    // The browser's copies go too, so it stops presenting a dead session.
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('refreshToken=;'))).toBe(true);
    const afterReplay = await token({
      grant_type: 'refresh_token',
      refresh_token: rotated.refresh_token,
    });
    expect(afterReplay.status).toBe(400);
    expect((await afterReplay.json()).code).toBe('refresh_token_revoked');
    // Another login of the same person is another family and goes on working.
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: other.refreshToken })).status,
    ).toBe(200);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: 'not-a-token' })).status,
    ).toBe(400);
  });

  it('a failure while issuing the next pair leaves the token unspent and the cookies in place, for the next try', async () => {
    const login = await loginAs(app, newPhone());
    // Signing fails after the token was marked spent, inside the same transaction.
    useIdentityOverridesForTests({ secret: new Uint8Array(0) });
    let failed: Response;
    try {
      failed = await token({ grant_type: 'refresh_token', refresh_token: login.refreshToken });
    } finally {
      useIdentityOverridesForTests({});
    }
    expect(failed.status).toBe(500);
    expect(failed.headers.getSetCookie().some((c) => c.startsWith('refreshToken=;'))).toBe(false);
    const retried = await token({ grant_type: 'refresh_token', refresh_token: login.refreshToken });
    expect(retried.status, await retried.clone().text()).toBe(200);
  });

  it('refreshes from the refresh cookie alone, and logs out with /connect/revoke', async () => {
    const login = await loginAs(app, newPhone());
    const viaCookie = await token(
      { grant_type: 'refresh_token' },
      { cookie: `refreshToken=${login.refreshToken}` },
    );
    expect(viaCookie.status).toBe(200);
    const { refresh_token } = await viaCookie.json();
    expect((await token({ grant_type: 'refresh_token' })).status).toBe(400);

    const revoke = await app.request('/api/v1/connect/revoke', {
      method: 'POST',
      headers: { ...FORM, cookie: `refreshToken=${refresh_token}` },
      body: '',
    });
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toEqual({ revoked: true });
    expect(
      revoke.headers
        .getSetCookie()
        .some((c) => c.startsWith('accessToken=;') && /Max-Age=0/.test(c)),
    ).toBe(true);
    const after = await token({ grant_type: 'refresh_token', refresh_token });
    expect((await after.json()).code).toBe('refresh_token_revoked');
  });

  it('refuses token and revoke requests started by another site', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await token({ grant_type: 'otp', phone, code: codeFor(phone) }, headers);
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('cross_site_request');
    }
    const sameSite = await token(
      { grant_type: 'otp', phone, code: codeFor(phone) },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(sameSite.status).toBe(200);
    const revoke = await app.request('/api/v1/connect/revoke', {
      method: 'POST',
      headers: { ...FORM, 'sec-fetch-site': 'cross-site' },
      body: '',
    });
    expect(revoke.status).toBe(403);
  });

  it('answers 503 in Persian when the SMS provider fails, never showing its key', async () => {
    const fake = await startFakeProvider();
    try {
      fake.reply({
        status: 403,
        body: JSON.stringify({ return: { status: 403, message: 'invalid key' } }),
      });
      const log = collectingLog();
      const sms = createKavenegarSender({
        apiKey: 'TOP-SECRET-KEY',
        template: 'otp',
        baseUrl: fake.baseUrl,
        log: log.log,
      });
      useIdentityOverridesForTests({ sms, limits: createMemoryLimitStore() });
      const res = await sendCode(newPhone());
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ code: 'sms_unavailable', status: 503 });
      expect(JSON.parse(text).detail).toMatch(/پیامک/);
      expect(text).not.toContain('TOP-SECRET-KEY');
      expect(log.text()).not.toContain('TOP-SECRET-KEY');
    } finally {
      await fake.close();
    }
  });
});

const toPersian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
