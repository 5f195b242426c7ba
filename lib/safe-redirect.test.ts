import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './safe-redirect';

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
