import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { MESSAGES_CATALOGUE } from './i18n/messages-catalogue.mjs';

// The messages are compiled as the build reads them (next-intl's catalogue loader with icu-minify),
// on the server and in the browser alike. At run time each request parsed its ICU messages again
// in the client components' provider, which keeps its cache per render: 6–7% of a cold page's CPU
// (ADR 13, twentieth measurement). The browser's bundle loses the ICU parser, 30 kB. Code that
// reads messages/fa.json itself gets the compiled catalogue too: plain texts stay the same strings
// (i18n/precompiled-messages.test.ts), anything with ICU syntax becomes a structure.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: MESSAGES_CATALOGUE },
});

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling it breaks them at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'ioredis', '@ffmpeg-installer/ffmpeg'],
  // Engineers running their own dev servers side by side give each a folder of its own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript to make its ETag, per request: on a cached
  // 250 kB catalogue page that hash was the largest single cost of serving it. The site server's
  // page cache sends shared pages with an ETag of its own (ADR 10), computed once per kept page.
  generateEtags: false,
  reactStrictMode: true,
  // `npm run typecheck` checks every file once, before the build, in `npm test`.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Off: Next would put each stylesheet's text into the page's RSC payload as well as into its
    // HTML. The site server puts the stylesheets inside public pages instead, once each
    // (server/site/inlined-stylesheets.ts, ADR 13), so no request holds the first paint back.
    inlineCss: false,
  },
};

export default withNextIntl(nextConfig);
