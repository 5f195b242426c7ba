import { siteSitemap } from '@/components/seo/sitemap-site';

// Read per request (the build has no API); the answer may be kept an hour by caches in front.
export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One sitemap while the site has up to 50,000 URLs; past that, the index of its parts. */
export async function GET() {
  return new Response(await siteSitemap().root(), { headers: XML });
}
