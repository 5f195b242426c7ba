import { eq } from 'drizzle-orm';
import { normalizeIranMobile } from '../../lib/phone';
import type { Role } from '../../api/contract/enums';
import type { TokenResponse } from '../../api/contract/auth';
import { users } from '../db/schema';
import { identityContext } from '../services/identity/context';
import { requestOtp } from '../services/identity/otp';
import { findOrCreateUserByPhone } from '../services/identity/users';
import { createMemoryLimitStore } from '../services/rate-limit';
import type { SmsSender } from '../adapters/sms';
import { clientAddressHeaders } from '../http/client-address';

export type LoggedIn = {
  userId: number;
  phone: string;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }`: spread into `app.request(path, { headers })`. */
  headers: { authorization: string };
  /** `accessToken=…`: the cookie a browser would send, for cookie-auth tests. */
  cookie: string;
  tokens: TokenResponse;
  /** The token answer's `Set-Cookie` headers. */
  setCookies: string[];
};

type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

let logins = 0;

/**
 * Logs a phone in through the real flow, for API tests: a code is made and stored by the OTP
 * service (captured instead of sent, outside the app's send limits so a test may log in as often
 * as it likes), then exchanged at `POST /connect/token` of the app under test. Use inside
 * `describeEachDatabase`; `roles` are granted before the login so the token carries them too.
 *
 *   const buyer = await loginAs(app, '09120000003');
 *   await app.request('/api/v1/users/me', { headers: buyer.headers });
 */
export async function loginAs(
  app: Requester,
  phoneInput: string,
  options: { roles?: Role[]; /** The browser's cookies at login, e.g. its visitor cookie. */ cookie?: string } = {},
): Promise<LoggedIn> {
  const phone = normalizeIranMobile(phoneInput);
  if (!phone) throw new Error(`loginAs: not an Iranian mobile number: ${phoneInput}`);
  const ctx = await identityContext();
  if (options.roles?.length) {
    const user = await findOrCreateUserByPhone(ctx.db, phone);
    const roles = [...new Set([...user.roles, ...options.roles])];
    await ctx.db.update(users).set({ roles }).where(eq(users.id, user.id));
  }
  let code = '';
  const capture: SmsSender = {
    name: 'dev',
    sendOrderNotice: async () => undefined,
    async sendOtp(_phone, sent) {
      code = sent;
    },
  };
  await requestOtp(
    { ...ctx, sms: capture, limits: createMemoryLimitStore() },
    { phone, ip: 'login-helper' },
  );
  logins += 1;
  const res = await app.request('/api/v1/connect/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      // Each login from its own address, so helpers never eat into a test's per-IP limits.
      ...clientAddressHeaders(`198.18.${Math.floor(logins / 250) % 250}.${(logins % 250) + 1}`),
    },
    body: new URLSearchParams({ grant_type: 'otp', phone, code }),
  });
  if (res.status !== 200)
    throw new Error(
      `loginAs(${phone}): /connect/token answered ${res.status}: ${await res.text()}`,
    );
  const tokens = (await res.json()) as TokenResponse;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return {
    userId: user.id,
    phone,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    headers: { authorization: `Bearer ${tokens.access_token}` },
    cookie: `accessToken=${tokens.access_token}`,
    tokens,
    setCookies: res.headers.getSetCookie(),
  };
}
