import { describe, expect, it } from 'vitest';
import { userInfoFromToken } from './session';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;

describe('userInfoFromToken', () => {
  it('keeps exp, sub, roles and name', () => {
    expect(userInfoFromToken(token({ sub: '7', exp: 2_000_000_000, roles: ['buyer', 3], name: 'مریم احمدی', iss: 'x' }), 1_000)).toEqual({
      sub: '7',
      exp: 2_000_000_000,
      roles: ['buyer'],
      name: 'مریم احمدی',
      endsAt: 1_000 + 3_600_000,
    });
  });

  it('times the end by this device\'s clock from the token\'s own lifetime, however wrong the clock', () => {
    // Issued at the server's 10:00 for an hour; this device's clock says 11:40 (100 minutes fast).
    const iat = 1_800_000_000;
    const deviceNow = (iat + 100 * 60) * 1000;
    expect(userInfoFromToken(token({ sub: '7', iat, exp: iat + 3600 }), deviceNow).endsAt).toBe(deviceNow + 3_600_000);
  });

  it('refuses a token without exp or sub', () => {
    expect(() => userInfoFromToken(token({ sub: '7' }))).toThrow();
    expect(() => userInfoFromToken(token({ exp: 1 }))).toThrow();
    expect(() => userInfoFromToken('not-a-token')).toThrow();
  });
});
