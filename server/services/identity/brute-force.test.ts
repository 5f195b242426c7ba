import { inArray, sql, sum } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { otpCodes, users } from '../../db/schema';
import { requestOtp, verifyOtp } from './otp';
import { OTP_RULES } from './limits';
import { problemOf, testIdentityContext } from './test-context';

/**
 * The attacker here knows more than any real one: every code is 004242, and the guesses walk
 * 000000, 000001, … so guess 4242 would open an account if nothing stopped it. What must stop it
 * is the rules, not luck.
 */
const KNOWN_CODE = '004242';
const guess = (i: number) => String(i % 1_000_000).padStart(6, '0');

describeEachDatabase(
  'brute force against OTP login',
  () => {
    it('10,000 guesses over 20 numbers from ever-new addresses open no account', async () => {
      const t = await testIdentityContext({ newCode: () => KNOWN_CODE });
      const phones = Array.from({ length: 20 }, (_, i) => `+98901555${String(i).padStart(4, '0')}`);
      const outcomes = new Map<string, number>();
      let opened = 0;
      for (let i = 0; i < 10_000; i++) {
        const phone = phones[i % phones.length];
        const ip = `203.0.${Math.floor(i / 250)}.${i % 250}`; // a botnet: IP limits never bite
        t.advance(50);
        // The attacker asks for a new code whenever the rules let it.
        await requestOtp(t.ctx, { phone, ip }).catch(() => undefined);
        try {
          await verifyOtp(t.ctx, { phone, code: guess(i), ip });
          opened += 1;
        } catch (error) {
          const code = (error as { init?: { code: string } }).init?.code ?? 'unexpected';
          outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
        }
      }
      expect(opened).toBe(0);
      expect(outcomes.get('unexpected')).toBeUndefined();
      // 10,000 guesses, yet only 5 per code sent were ever compared from the address that asked for
      // it and 5 from all others, and at most 10 codes a number.
      const [{ compared }] = await t.ctx.db
        .select({ compared: sum(sql`${otpCodes.attempts} + ${otpCodes.requesterAttempts}`).mapWith(Number) })
        .from(otpCodes)
        .where(inArray(otpCodes.phone, phones));
      const sent = t.outbox.filter((m) => phones.includes(m.phone));
      expect(sent.length).toBeLessThanOrEqual(phones.length * OTP_RULES.sendsPerPhonePerDay);
      const perCode = 2 * OTP_RULES.maxAttempts;
      expect(outcomes.get('otp_invalid') ?? 0).toBeLessThanOrEqual(sent.length * perCode);
      expect(compared).toBeLessThanOrEqual(phones.length * perCode);
      // Most guesses were refused before any comparison.
      const refused = (outcomes.get('too_many_attempts') ?? 0) + (outcomes.get('otp_attempts_exceeded') ?? 0);
      expect(refused).toBeGreaterThan(8000);
      expect(await t.ctx.db.select().from(users).where(inArray(users.phone, phones))).toHaveLength(
        0,
      );
    }, 120_000);

    it('one address is cut off after its verification allowance, whatever the numbers', async () => {
      const t = await testIdentityContext({ newCode: () => KNOWN_CODE });
      const phones = Array.from({ length: 20 }, (_, i) => `+98902555${String(i).padStart(4, '0')}`);
      const ip = '198.51.100.7';
      let opened = 0;
      let refusedByIp = 0;
      for (let i = 0; i < 2000; i++) {
        const phone = phones[i % phones.length];
        t.advance(100);
        await requestOtp(t.ctx, { phone, ip }).catch(() => undefined);
        const problem = await problemOf(verifyOtp(t.ctx, { phone, code: guess(i), ip })).catch(
          () => {
            opened += 1;
            return null;
          },
        );
        if (problem?.code === 'too_many_attempts') refusedByIp += 1;
      }
      expect(opened).toBe(0);
      // 200 simulated seconds: one 10-minute window, so 60 verifications reached the codes.
      expect(refusedByIp).toBe(2000 - OTP_RULES.verificationsPerIp[0].limit);
      expect(t.outbox.filter((m) => phones.includes(m.phone)).length).toBe(
        OTP_RULES.sendsPerIp[0].limit,
      );
    }, 60_000);
  },
  { seed: false },
);
