import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { HOME_EDITION } from './lib/routes';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling it breaks them at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'ioredis'],
  // Engineers running their own dev servers side by side give each a folder of its own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript to make its ETag, per request: on a cached
  // 250 kB catalogue page that hash was the largest single cost of serving it. Pages carry
  // their own cache lifetimes (ISR), so the ETag's 304s are not worth it.
  generateEtags: false,
  reactStrictMode: true,
  // `npm run typecheck` checks every file once, before the build, in `npm test`.
  typescript: { ignoreBuildErrors: true },
  // The home page is an ISR route with a parameter (app/(site)/home/[edition]); `/` is its only
  // public address.
  rewrites: async () => ({ beforeFiles: [{ source: '/', destination: `/home/${HOME_EDITION}` }], afterFiles: [], fallback: [] }),
  redirects: async () => [{ source: '/home/:edition', destination: '/', permanent: true }],
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // The stylesheets are small (about 4 kB compressed): inside the page they cost no request
    // that holds the first paint back.
    inlineCss: true,
  },
};

export default withNextIntl(nextConfig);
