import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { otpCodes } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import { logger } from '../../logger';
import { SmsDeliveryError } from '../../adapters/sms';
import { maskPhone } from '../../../lib/phone';
import { toPersianDigits } from '../../../lib/persian/digits';
import { retryAfterSeconds } from '../rate-limit';
import type { OtpSent } from '../../../api/contract/auth';
import type { IdentityContext } from './context';
import { consumeLimits, DAY_MS, OTP_RULES } from './limits';
import { persianWait } from '../rate-limit/refuse-over-limit';
import { findOrCreateUserByPhone, type UserRow } from './users';

/** An HMAC under the server key: a leaked table does not give the million codes away. */
function codeHash(ctx: IdentityContext, phone: string, code: string): Buffer {
  return crypto.createHmac('sha256', ctx.secret).update(`otp:${phone}:${code}`).digest();
}

/**
 * Sends a fresh code. Answers the same whether or not the number has an account, and never looks
 * the account up. The phone's own limits come first in the rule list so they can be given back
 * when the SMS could not be sent.
 */
export async function requestOtp(
  ctx: IdentityContext,
  input: { phone: string; ip: string },
): Promise<OtpSent> {
  const { phone, ip } = input;
  const phoneRules = [
    { key: `otp:resend:${phone}`, limit: 1, windowMs: OTP_RULES.resendMs },
    { key: `otp:day:${phone}`, limit: OTP_RULES.sendsPerPhonePerDay, windowMs: DAY_MS },
  ];
  const ipRules = OTP_RULES.sendsPerIp.map((r, i) => ({ key: `otp:ip-send:${i}:${ip}`, ...r }));
  const { ticket } = await consumeLimits(ctx, [...phoneRules, ...ipRules], (key, wait) =>
    key.startsWith('otp:resend:')
      ? {
          code: 'otp_resend_wait',
          detail: `کد ورود فرستاده شده است؛ برای کد تازه ${wait} دیگر صبر کنید`,
        }
      : key.startsWith('otp:day:')
        ? {
            code: 'otp_daily_limit',
            detail: `سقف ارسال کد برای این شماره در امروز پر شده است؛ ${wait} دیگر دوباره تلاش کنید`,
          }
        : {
            code: 'too_many_requests',
            detail: `درخواست‌های این دستگاه بیش از حد مجاز است؛ ${wait} دیگر دوباره تلاش کنید`,
          },
  );

  const now = ctx.now();
  const code = ctx.newCode();
  const row = await ctx.db.transaction(async (tx) => {
    // Only the newest code counts: it alone says whether the number's code was used or expired.
    await tx.delete(otpCodes).where(eq(otpCodes.phone, phone));
    const [inserted] = await tx
      .insert(otpCodes)
      .values({
        phone,
        codeHash: codeHash(ctx, phone, code).toString('base64url'),
        requestedBy: ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + OTP_RULES.ttlMs),
      })
      .returning({ id: otpCodes.id });
    return inserted;
  });

  try {
    await ctx.sms.sendOtp(phone, code);
  } catch (error) {
    await ctx.db.delete(otpCodes).where(eq(otpCodes.id, row.id));
    // The person did not get a code, so their wait and daily count should not grow; the IP's should.
    await ctx.limits
      .release({ entries: ticket.entries.slice(0, phoneRules.length) })
      .catch(() => {});
    if (error instanceof SmsDeliveryError) {
      logger.error(
        { provider: error.provider, phone: maskPhone(phone), reason: error.reason },
        'OTP not sent',
      );
      throw new ProblemError({
        status: 503,
        code: 'sms_unavailable',
        detail: 'ارسال پیامک ممکن نشد؛ چند لحظه دیگر دوباره تلاش کنید',
      });
    }
    throw error;
  }
  return {
    codeLength: OTP_RULES.codeLength,
    expiresInSeconds: OTP_RULES.ttlMs / 1000,
    resendAfterSeconds: OTP_RULES.resendMs / 1000,
  };
}

const wrongCode = (remaining: number) =>
  new ProblemError({
    status: 400,
    code: 'otp_invalid',
    detail:
      remaining > 0
        ? `کد واردشده درست نیست؛ ${toPersianDigits(remaining)} بار دیگر می‌توانید تلاش کنید`
        : 'کد واردشده درست نیست و فرصت‌های این کد تمام شد؛ کد تازه بخواهید',
  });

/**
 * Checks a code and, when it is right, returns the user (created as a buyer on first login).
 *
 * An attacker must not be able to lock the owner of a number out by spending guesses on it: the
 * flood limit counts per number *and* client, and a code keeps OTP_RULES.maxAttempts guesses for
 * the client that asked for it apart from the same number shared by everyone else. Whoever spent
 * the shared ones, the owner asks for a fresh code (after the resend wait) and has their own.
 */
export async function verifyOtp(
  ctx: IdentityContext,
  input: { phone: string; code: string; ip: string },
): Promise<UserRow> {
  const { phone, code, ip } = input;
  await consumeLimits(
    ctx,
    [
      { key: `otp:verify:${phone}:${ip}`, ...OTP_RULES.verificationsPerPhoneAndClient },
      ...OTP_RULES.verificationsPerIp.map((r, i) => ({ key: `otp:ip-verify:${i}:${ip}`, ...r })),
    ],
    (key, wait) =>
      key.startsWith('otp:verify:')
        ? {
            code: 'too_many_attempts',
            detail: `تلاش‌ها برای این شماره بیش از حد مجاز است؛ ${wait} دیگر دوباره تلاش کنید`,
          }
        : {
            code: 'too_many_attempts',
            detail: `تلاش‌های این دستگاه برای ورود بیش از حد مجاز است؛ ${wait} دیگر دوباره تلاش کنید`,
          },
  );
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!row) {
    throw new ProblemError({
      status: 400,
      code: 'otp_invalid',
      detail: 'کد واردشده درست نیست؛ اگر کدی نگرفته‌اید، کد تازه بخواهید',
    });
  }
  const used = () =>
    new ProblemError({
      status: 400,
      code: 'otp_used',
      detail: 'این کد پیش‌تر به کار رفته است؛ برای ورود دوباره کد تازه بخواهید',
    });
  if (row.consumedAt) throw used();
  if (row.expiresAt.getTime() <= now) {
    throw new ProblemError({
      status: 400,
      code: 'otp_expired',
      detail: 'زمان اعتبار کد گذشته است؛ کد تازه بخواهید',
    });
  }

  const exhausted = () => {
    const seconds = retryAfterSeconds(row.createdAt.getTime() + OTP_RULES.resendMs - now);
    return new ProblemError({
      status: 429,
      code: 'otp_attempts_exceeded',
      retryAfterSeconds: seconds,
      detail: `فرصت‌های واردکردن این کد تمام شده است؛ ${persianWait(seconds)} دیگر کد تازه بخواهید`,
    });
  };
  // The requester's guesses and everyone else's are counted apart (see above).
  const asRequester = ip === row.requestedBy;
  const counter = asRequester ? otpCodes.requesterAttempts : otpCodes.attempts;
  const spent = asRequester ? row.requesterAttempts : row.attempts;
  // Cheap refusal for the common attack case; the guarded update below settles races.
  if (spent >= OTP_RULES.maxAttempts) throw exhausted();

  // Counting the attempt before comparing, in one statement, keeps parallel guesses within the cap.
  const [counted] = await ctx.db
    .update(otpCodes)
    .set(asRequester ? { requesterAttempts: sql`${counter} + 1` } : { attempts: sql`${counter} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(counter, OTP_RULES.maxAttempts), isNull(otpCodes.consumedAt)))
    .returning({ attempts: counter });
  if (!counted) {
    const [again] = await ctx.db
      .select({ consumedAt: otpCodes.consumedAt })
      .from(otpCodes)
      .where(eq(otpCodes.id, row.id));
    throw again?.consumedAt ? used() : exhausted();
  }

  const expected = Buffer.from(row.codeHash, 'base64url');
  const given = codeHash(ctx, phone, code);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw wrongCode(OTP_RULES.maxAttempts - counted.attempts);
  }
  const [consumed] = await ctx.db
    .update(otpCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw used();
  return findOrCreateUserByPhone(ctx.db, phone);
}
