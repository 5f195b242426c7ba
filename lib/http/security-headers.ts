/**
 * The headers every answer of the site carries (docs/adr/0008-security-headers-on-cached-pages.md).
 * Public pages are cached whole and shared between visitors (the site server's page cache, ADR 10),
 * so a per-request nonce cannot be in them: inline scripts (Next's flight data, the deferred-script
 * loader, ADR 7) are allowed by 'unsafe-inline', and what the policy blocks is everything foreign —
 * scripts, styles, fonts, frames and connections from other origins, plugins (`object-src`), a
 * `<base>` that re-points relative URLs, forms posting elsewhere, and being framed by any site.
 */
const POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function contentSecurityPolicy(options: { https: boolean }): string {
  const directives = Object.entries(POLICY).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** HSTS only when the site is served over https: over http a browser ignores it anyway. */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
