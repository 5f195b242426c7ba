import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { formatClock, loginProblem } from './login-errors';

const problem = (status: number, body: Record<string, unknown>) =>
  new ApiError({
    request: { method: 'POST', url: '/api/v1/users/login-by-otp' },
    response: new Response(null, { status, headers: { 'content-type': 'application/problem+json' } }),
    body: { type: 'about:blank', title: 'عنوان', status, ...body },
  });

describe('loginProblem', () => {
  it('keeps the API wait of a 429 as a moment to count down to', () => {
    const found = loginProblem(problem(429, { detail: 'صبر کنید', code: 'otp_resend_wait', retryAfterSeconds: 90 }), 1_000);
    expect(found).toMatchObject({ message: 'صبر کنید', code: 'otp_resend_wait', retryAt: 91_000 });
  });

  it('passes the per-field messages of a validation answer on', () => {
    const found = loginProblem(problem(400, { detail: 'نامعتبر', errors: [{ field: 'phone', message: 'شماره معتبر نیست' }] }));
    expect(found.fields).toEqual({ phone: 'شماره معتبر نیست' });
    expect(found.retryAt).toBeNull();
  });

  it('has a Persian sentence for anything else', () => {
    expect(loginProblem(new Error('boom')).message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds in Persian digits', () => {
    expect(formatClock(119)).toBe('۱:۵۹');
    expect(formatClock(5)).toBe('۰:۰۵');
    expect(formatClock(-3)).toBe('۰:۰۰');
  });
});
