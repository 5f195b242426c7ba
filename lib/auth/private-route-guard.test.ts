import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { privateRouteRedirect } from './private-route-guard';
import { signAccessToken } from './access-token';

const secret = new TextEncoder().encode('a'.repeat(48));
const other = new TextEncoder().encode('b'.repeat(48));
const input = (token?: string, loginPerPage?: string) => ({ fullPath: '/profile/wallet?tab=2', token, loginPerPage, secret });

describe('private-route guard', () => {
  it('lets a valid token through', async () => {
    const token = await signAccessToken({ sub: '1', sid: 's1', roles: ['buyer'], name: 'x' }, secret);
    expect(await privateRouteRedirect(input(token))).toBeNull();
  });

  it('sends a visitor without a token to login with redirectPath and loginPerPage', async () => {
    const target = await privateRouteRedirect(input(undefined, 'supplier-3'));
    const url = new URL(target!, 'http://x');
    expect(url.pathname).toBe('/users/login');
    expect(url.searchParams.get('redirectPath')).toBe('/profile/wallet?tab=2');
    expect(url.searchParams.get('loginPerPage')).toBe('supplier-3');
  });

  it('keeps loginPerPage present even when nothing was stored', async () => {
    const url = new URL((await privateRouteRedirect(input()))!, 'http://x');
    expect(url.searchParams.has('loginPerPage')).toBe(true);
  });

  it('rejects expired, foreign-key, alg:none and garbage tokens', async () => {
    const expired = await signAccessToken({ sub: '1', sid: 's1', roles: [], name: '' }, secret, -10);
    const foreign = await signAccessToken({ sub: '1', sid: 's1', roles: [], name: '' }, other);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', exp: 9999999999, iss: 'bazargah', aud: 'bazargah-site' })).toString('base64url')}.`;
    const hs512 = await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject('1').setIssuer('bazargah').setAudience('bazargah-site').setExpirationTime('1h').sign(secret);
    for (const token of [expired, foreign, none, hs512, 'garbage']) {
      expect(await privateRouteRedirect(input(token))).toMatch(/^\/users\/login\?/);
    }
  });
});
