import crypto from 'node:crypto';
import Redis from 'ioredis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { reachableRedis } from '../../testing/redis';
import { buyers, otpCodes, users } from '../../db/schema';
import { SmsDeliveryError } from '../../adapters/sms';
import { createMemoryLimitStore, createRedisLimitStore, type RateLimitStore } from '../rate-limit';
import { requestOtp, verifyOtp } from './otp';
import { OTP_RULES } from './limits';
import { secureOtpCode } from './context';
import { problemOf, testIdentityContext } from './test-context';

const SECOND = 1000;
let phoneSeq = 0;
// A fresh number per test: limits and codes of one test never meet another's.
const freshPhone = () =>
  `+98935${String(crypto.randomInt(0, 100000)).padStart(5, '0')}${String(++phoneSeq % 100).padStart(2, '0')}`;

describe('secure OTP codes', () => {
  it('are six digits from the whole range', () => {
    const codes = Array.from({ length: 2000 }, secureOtpCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});

describeEachDatabase(
  'OTP service',
  () => {
    let t: Awaited<ReturnType<typeof testIdentityContext>>;
    beforeEach(async () => {
      t = await testIdentityContext();
    });

    it('sends six digits and stores only a keyed hash of them', async () => {
      const phone = freshPhone();
      const sent = await requestOtp(t.ctx, { phone, ip: '10.0.0.1' });
      expect(sent).toEqual({ codeLength: 6, expiresInSeconds: 120, resendAfterSeconds: 120 });
      const code = t.lastCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const rows = await t.ctx.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
      expect(rows).toHaveLength(1);
      expect(rows[0].codeHash).not.toContain(code);
      expect(rows[0].codeHash).not.toBe(
        crypto.createHash('sha256').update(code).digest('base64url'),
      );
    });

    it('answers a registered and an unknown number alike', async () => {
      const [known] = await t.ctx.db.insert(users).values({ phone: freshPhone() }).returning();
      const a = await requestOtp(t.ctx, { phone: known.phone, ip: '10.0.0.2' });
      const b = await requestOtp(t.ctx, { phone: freshPhone(), ip: '10.0.0.2' });
      expect(a).toEqual(b);
    });

    it('logs in with the right code, creating the user as a buyer; the code then is spent', async () => {
      const phone = freshPhone();
      await requestOtp(t.ctx, { phone, ip: '10.0.0.3' });
      const user = await verifyOtp(t.ctx, { phone, code: t.lastCode(phone), ip: '10.0.0.3' });
      expect(user).toMatchObject({ phone, roles: ['buyer'] });
      expect(await t.ctx.db.select().from(buyers).where(eq(buyers.userId, user.id))).toHaveLength(
        1,
      );
      expect(
        await problemOf(verifyOtp(t.ctx, { phone, code: t.lastCode(phone), ip: '10.0.0.3' })),
      ).toMatchObject({
        status: 400,
        code: 'otp_used',
      });
    });

    it('counts wrong codes and locks the code after five, even against the right one', async () => {
      const phone = freshPhone();
      await requestOtp(t.ctx, { phone, ip: '10.0.0.4' });
      const right = t.lastCode(phone);
      const wrong = right === '000000' ? '000001' : '000000';
      for (let left = 4; left >= 0; left--) {
        const problem = await problemOf(verifyOtp(t.ctx, { phone, code: wrong, ip: '10.0.0.4' }));
        expect(problem).toMatchObject({ status: 400, code: 'otp_invalid' });
        if (left > 0)
          expect(problem.detail).toContain(String(left).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]));
      }
      t.advance(30 * SECOND);
      const locked = await problemOf(verifyOtp(t.ctx, { phone, code: right, ip: '10.0.0.4' }));
      expect(locked).toMatchObject({
        status: 429,
        code: 'otp_attempts_exceeded',
        retryAfterSeconds: 90,
      });
      const [row] = await t.ctx.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
      // All five were the requester's own guesses (the address that asked for the code).
      expect(row.requesterAttempts).toBe(5);
      expect(await t.ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    });

    it('lets five parallel guesses through at most, never six', async () => {
      const phone = freshPhone();
      await requestOtp(t.ctx, { phone, ip: '10.0.0.5' });
      const wrong = t.lastCode(phone) === '111111' ? '222222' : '111111';
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          problemOf(verifyOtp(t.ctx, { phone, code: wrong, ip: '10.0.0.5' })),
        ),
      );
      expect(results.filter((r) => r.code === 'otp_invalid')).toHaveLength(5);
      expect(results.filter((r) => r.code === 'otp_attempts_exceeded')).toHaveLength(5);
    });

    it('expires a code after 120 seconds', async () => {
      const phone = freshPhone();
      await requestOtp(t.ctx, { phone, ip: '10.0.0.6' });
      t.advance(119 * SECOND);
      const code = t.lastCode(phone);
      const wrong = code === '999999' ? '999998' : '999999';
      expect((await problemOf(verifyOtp(t.ctx, { phone, code: wrong, ip: '10.0.0.6' }))).code).toBe(
        'otp_invalid',
      );
      t.advance(1 * SECOND);
      expect(await problemOf(verifyOtp(t.ctx, { phone, code, ip: '10.0.0.6' }))).toMatchObject({
        status: 400,
        code: 'otp_expired',
      });
    });

    it('refuses a wrong code for a number that never asked for one', async () => {
      expect(
        await problemOf(verifyOtp(t.ctx, { phone: freshPhone(), code: '123456', ip: '10.0.0.7' })),
      ).toMatchObject({
        status: 400,
        code: 'otp_invalid',
      });
    });

    it('throws a 503 in Persian when the SMS provider fails, and does not charge the number for it', async () => {
      const phone = freshPhone();
      t.failSmsWith(new SmsDeliveryError('kavenegar', 'HTTP 502'));
      const problem = await problemOf(requestOtp(t.ctx, { phone, ip: '10.0.0.8' }));
      expect(problem).toMatchObject({ status: 503, code: 'sms_unavailable' });
      expect(problem.detail).toMatch(/پیامک/);
      expect(await t.ctx.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(
        0,
      );
      t.failSmsWith(null);
      await expect(requestOtp(t.ctx, { phone, ip: '10.0.0.8' })).resolves.toBeTruthy();
    });

    it('limits the sends of one address across numbers', async () => {
      const ip = '10.0.9.9';
      for (let i = 0; i < OTP_RULES.sendsPerIp[0].limit; i++)
        await requestOtp(t.ctx, { phone: freshPhone(), ip });
      const problem = await problemOf(requestOtp(t.ctx, { phone: freshPhone(), ip }));
      expect(problem).toMatchObject({ status: 429, code: 'too_many_requests' });
      expect(problem.retryAfterSeconds).toBeGreaterThan(0);
      await expect(
        requestOtp(t.ctx, { phone: freshPhone(), ip: '10.0.9.10' }),
      ).resolves.toBeTruthy();
    });

    it('limits the verifications of one address across numbers', async () => {
      const ip = '10.0.8.8';
      for (let i = 0; i < OTP_RULES.verificationsPerIp[0].limit; i++) {
        await problemOf(verifyOtp(t.ctx, { phone: freshPhone(), code: '000000', ip }));
      }
      const refused = await problemOf(
        verifyOtp(t.ctx, { phone: freshPhone(), code: '000000', ip }),
      );
      expect(refused).toMatchObject({
        status: 429,
        code: 'too_many_attempts',
        retryAfterSeconds: 600,
      });
    });

    it("does not let a stranger's guesses lock the owner out of a code they asked for", async () => {
      const phone = freshPhone();
      await requestOtp(t.ctx, { phone, ip: '10.0.7.1' });
      const code = t.lastCode(phone);
      const wrong = code === '000000' ? '000001' : '000000';
      // The attacker spends every guess the code allows strangers, then floods on.
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++) {
        seen.add((await problemOf(verifyOtp(t.ctx, { phone, code: wrong, ip: '203.0.113.66' }))).code);
      }
      expect([...seen].sort()).toEqual(['otp_attempts_exceeded', 'otp_invalid', 'too_many_attempts']);
      const user = await verifyOtp(t.ctx, { phone, code, ip: '10.0.7.1' });
      expect(user.phone).toBe(phone);
    });

    it('lets the owner in with a fresh code after a resend, whatever a stranger spent', async () => {
      const phone = freshPhone();
      const attacker = '203.0.113.77';
      // The attacker asks for the code himself and spends all of it, from his address.
      await requestOtp(t.ctx, { phone, ip: attacker });
      for (let i = 0; i < 12; i++) await problemOf(verifyOtp(t.ctx, { phone, code: '000000', ip: attacker }));
      t.advance(OTP_RULES.resendMs);
      await requestOtp(t.ctx, { phone, ip: '10.0.8.1' });
      const fresh = t.lastCode(phone);
      // He goes on guessing at the fresh code: only the strangers' share is spent.
      for (let i = 0; i < 12; i++) await problemOf(verifyOtp(t.ctx, { phone, code: fresh === '000000' ? '000001' : '000000', ip: attacker }));
      expect(await verifyOtp(t.ctx, { phone, code: fresh, ip: '10.0.8.1' })).toMatchObject({ phone });
    });

    const limitStores: [string, () => Promise<RateLimitStore | null>][] = [
      ['memory', async () => createMemoryLimitStore()],
      ['redis', async () => openRedisStore()],
    ];
    for (const [kind, open] of limitStores) {
      it(`waits 120 s between sends and caps a number at 10 a day (${kind} limits)`, async (test) => {
        const limits = await open();
        if (!limits) return test.skip();
        t = await testIdentityContext({ limits });
        const phone = freshPhone();
        await requestOtp(t.ctx, { phone, ip: `10.1.0.1-${kind}` });
        const first = t.lastCode(phone);
        t.advance(60 * SECOND);
        expect(await problemOf(requestOtp(t.ctx, { phone, ip: `10.1.0.2-${kind}` }))).toMatchObject(
          {
            status: 429,
            code: 'otp_resend_wait',
            retryAfterSeconds: 60,
          },
        );
        t.advance(60 * SECOND);
        await requestOtp(t.ctx, { phone, ip: `10.1.0.3-${kind}` });
        // Only the newest code opens the account.
        if (first !== t.lastCode(phone)) {
          expect((await problemOf(verifyOtp(t.ctx, { phone, code: first, ip: 'v' }))).code).toBe(
            'otp_invalid',
          );
        }
        for (let sent = 2; sent < 10; sent++) {
          t.advance(121 * SECOND);
          await requestOtp(t.ctx, { phone, ip: `10.1.${sent}.1-${kind}` });
        }
        t.advance(121 * SECOND);
        const capped = await problemOf(requestOtp(t.ctx, { phone, ip: `10.1.99.1-${kind}` }));
        // The first send left the 24-hour window 120 s + 8 × 121 s + 121 s after it was made.
        const elapsed = 120 + 9 * 121;
        expect(capped).toMatchObject({
          status: 429,
          code: 'otp_daily_limit',
          retryAfterSeconds: 24 * 3600 - elapsed,
        });
        t.advance((24 * 3600 - elapsed) * SECOND);
        await expect(requestOtp(t.ctx, { phone, ip: `10.1.99.2-${kind}` })).resolves.toBeTruthy();
        await limits.close();
      });
    }
  },
  { seed: false },
);

let redis: Redis | null = null;
async function openRedisStore(): Promise<RateLimitStore | null> {
  redis = await reachableRedis();
  return redis ? createRedisLimitStore(redis, { prefix: `bazargah-test:${crypto.randomUUID()}:` }) : null;
}
afterAll(async () => {
  await redis?.quit();
});
