import { z } from './zod';
import { normalizeIranMobile } from '../../lib/phone';
import { toLatinDigits } from '../../lib/persian/digits';

export const OTP_CODE_LENGTH = 6;

/** An Iranian mobile number in any common form; parsed to `+989xxxxxxxxx`. */
export const MobileSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const phone = normalizeIranMobile(value);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید',
      });
      return z.NEVER;
    }
    return phone;
  })
  .openapi({
    example: '09121234567',
    description: 'ارقام فارسی یا لاتین؛ 09…، 9…، +989…، 989… یا 00989…',
  });

/** The six digits of a login code, Persian or Latin. */
export const OtpCodeSchema = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const code = toLatinDigits(value).replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      ctx.addIssue({ code: 'custom', message: 'کد ورود باید شش رقم باشد' });
      return z.NEVER;
    }
    return code;
  })
  .openapi({ example: '123456' });

export const LoginByOtpRequestSchema = z
  .object({ phone: MobileSchema })
  .openapi('LoginByOtpRequest');

/** The same answer whether or not the number has an account. */
export const OtpSentSchema = z
  .object({
    codeLength: z.number().int(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  })
  .openapi('OtpSent');
export type OtpSent = z.infer<typeof OtpSentSchema>;

export const GRANT_TYPES = ['otp', 'refresh_token'] as const;

/**
 * `POST /connect/token`, form-encoded. `otp` needs phone and code; `refresh_token` takes the token
 * from the form or, when absent, from the refresh cookie.
 */
export const TokenRequestSchema = z
  .object({
    grant_type: z.enum(GRANT_TYPES),
    phone: z.string().max(40).optional(),
    code: z.string().max(20).optional(),
    refresh_token: z.string().max(200).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.grant_type !== 'otp') return;
    if (!form.phone || !normalizeIranMobile(form.phone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید',
      });
    }
    if (!form.code || !/^\d{6}$/.test(toLatinDigits(form.code).replace(/\s/g, ''))) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'کد ورود باید شش رقم باشد' });
    }
  })
  .openapi('TokenRequest');

export const TokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    /** Seconds the access token lives. */
    expires_in: z.number().int(),
    refresh_token: z.string(),
    refresh_expires_in: z.number().int(),
  })
  .openapi('TokenResponse');
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** `POST /connect/revoke` (RFC 7009 style): the refresh token, or the refresh cookie. */
export const RevokeRequestSchema = z
  .object({ token: z.string().max(200).optional(), token_type_hint: z.string().max(40).optional() })
  .openapi('RevokeRequest');

export const RevokedSchema = z.object({ revoked: z.boolean() }).openapi('Revoked');

/** "Log out everywhere": how many sessions (logins on other devices included) were ended. */
export const SessionsEndedSchema = z
  .object({ ended: z.number().int().min(0) })
  .openapi('SessionsEnded');
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;
