import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath, sameSiteRefererPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    for (const path of ['/', '/profile/address', '/profile/wallet?tab=2', '/products/12/میلگرد#price', '/search?q=a%20b']) {
      expect(safeRedirectPath(path)).toBe(path);
    }
  });

  it('falls back for another host', () => {
    for (const url of ['https://evil.example/profile', 'http://evil.example', 'evil.example/profile', 'ftp://x']) {
      expect(safeRedirectPath(url)).toBe('/profile');
    }
  });

  it('falls back for protocol-relative and backslash tricks', () => {
    for (const path of ['//evil.example', '//evil.example/profile', '/\\evil.example', '\\\\evil.example', '/\\/evil.example', '\\/evil.example']) {
      expect(safeRedirectPath(path)).toBe('/profile');
    }
  });

  it('falls back for script and data schemes', () => {
    for (const path of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      expect(safeRedirectPath(path)).toBe('/profile');
    }
  });

  it('falls back for encoded variants', () => {
    for (const path of [
      '%2F%2Fevil.example',
      '/%2Fevil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '%5C%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%255Cevil.example',
      'javascript%3Aalert(1)',
      '/%09/evil.example',
      '/%E0%A4%A',
    ]) {
      expect(safeRedirectPath(path), path).toBe('/profile');
    }
  });

  it('falls back for control characters that browsers strip', () => {
    for (const path of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\u0000x']) {
      expect(safeRedirectPath(path)).toBe('/profile');
    }
  });

  it('falls back for empty, non-string and over-long values', () => {
    for (const value of [undefined, null, '', 42, ['/profile'], `/${'a'.repeat(3000)}`]) {
      expect(safeRedirectPath(value)).toBe('/profile');
    }
  });

  it('never sends the visitor back to the login page', () => {
    expect(safeRedirectPath('/users/login?redirectPath=/profile')).toBe('/profile');
    expect(safeRedirectPath('/users/login')).toBe('/profile');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/');
    expect(isSafeRedirectPath('/profile')).toBe(true);
    expect(isSafeRedirectPath('//x')).toBe(false);
  });
});

describe('sameSiteRefererPath', () => {
  const hosts = ['bazargah.ir', 'localhost:3000'];

  it('is the path and query of a page of this site the visitor came from', () => {
    expect(sameSiteRefererPath('https://bazargah.ir/products/12/%D9%85?tab=2', hosts)).toBe('/products/12/%D9%85?tab=2');
    expect(sameSiteRefererPath('http://localhost:3000/supplier/3/x', hosts)).toBe('/supplier/3/x');
  });

  it('is nothing for another site, a look-alike host, another scheme or no referrer', () => {
    for (const referer of ['https://evil.example/profile', 'https://bazargah.ir.evil.example/x', 'javascript:alert(1)', 'not a url', '', null]) {
      expect(sameSiteRefererPath(referer, hosts)).toBeUndefined();
    }
  });

  it('the login page never sends back to itself through it', () => {
    expect(safeRedirectPath(sameSiteRefererPath('https://bazargah.ir/users/login?redirectPath=/x', hosts))).toBe('/profile');
  });
});
