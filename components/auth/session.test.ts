import { describe, expect, it } from 'vitest';
import { userInfoFromToken } from './session';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;

describe('userInfoFromToken', () => {
  it('keeps exp, sub, roles and name', () => {
    expect(userInfoFromToken(token({ sub: '7', exp: 2_000_000_000, roles: ['buyer', 3], name: 'مریم احمدی', iss: 'x' }))).toEqual({
      sub: '7',
      exp: 2_000_000_000,
      roles: ['buyer'],
      name: 'مریم احمدی',
    });
  });

  it('refuses a token without exp or sub', () => {
    expect(() => userInfoFromToken(token({ sub: '7' }))).toThrow();
    expect(() => userInfoFromToken(token({ exp: 1 }))).toThrow();
    expect(() => userInfoFromToken('not-a-token')).toThrow();
  });
});
