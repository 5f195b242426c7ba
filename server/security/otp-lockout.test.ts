import crypto from 'node:crypto';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { createApp } from '../app';
import { clientAddressHeaders } from '../http/client-address';
import { useIdentityOverridesForTests } from '../services/identity/context';
import { createMemoryLimitStore } from '../services/rate-limit';
import { OTP_RULES } from '../services/identity/limits';
import type { SmsSender } from '../adapters/sms';

const newPhone = () => `0935${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

describeEachDatabase('security: an attacker cannot lock a number\'s owner out', () => {
  const app = createApp();
  let outbox: { phone: string; code: string }[] = [];
  const clock = { now: Date.now() };
  const capture: SmsSender = { name: 'dev', sendOtp: async (phone, code) => void outbox.push({ phone, code }), sendOrderNotice: async () => undefined };
  beforeEach(() => {
    outbox = [];
    clock.now = Date.now();
    useIdentityOverridesForTests({ sms: capture, limits: createMemoryLimitStore(), now: () => clock.now });
  });
  afterAll(() => useIdentityOverridesForTests({}));

  const sendCode = (phone: string, from: string) =>
    app.request('/api/v1/users/login-by-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientAddressHeaders(from) },
      body: JSON.stringify({ phone }),
    });
  const tryCode = (phone: string, code: string, from: string) =>
    app.request('/api/v1/connect/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...clientAddressHeaders(from) },
      body: new URLSearchParams({ grant_type: 'otp', phone, code }),
    });
  const lastCode = () => outbox.at(-1)!.code;

  it('spends the attacker\'s own attempts only: the owner logs in with a fresh code after a resend', async () => {
    const phone = newPhone();
    const owner = '192.0.2.10';
    const attacker = '198.51.100.66';
    expect((await sendCode(phone, owner)).status).toBe(200);
    const wrong = lastCode() === '000000' ? '000001' : '000000';
    // The attacker spends the five attempts and keeps going, far beyond every limit.
    const statuses = new Set<number>();
    for (let i = 0; i < 25; i++) statuses.add((await tryCode(phone, wrong, attacker)).status);
    expect([...statuses].sort()).toEqual([400, 429]);
    // The owner's code was not spent by any of that.
    expect((await tryCode(phone, lastCode(), owner)).status).toBe(200);

    // And when the attacker asked for the code and spent it himself: a resend gives the owner one.
    const second = newPhone();
    expect((await sendCode(second, attacker)).status).toBe(200);
    for (let i = 0; i < 25; i++) await tryCode(second, '000000', attacker);
    clock.now += OTP_RULES.resendMs;
    expect((await sendCode(second, owner)).status).toBe(200);
    const fresh = lastCode();
    for (let i = 0; i < 25; i++) await tryCode(second, fresh === '111111' ? '222222' : '111111', attacker);
    const login = await tryCode(second, fresh, owner);
    expect(login.status).toBe(200);
    expect((await login.json()).access_token).toBeTruthy();
  });
});
