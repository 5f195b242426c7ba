import { absoluteUrl } from '@/components/seo/page-metadata';
import { renderSitemapIndex, renderUrlset } from '@/components/seo/sitemap-plan';
import { sitemapPartUrls, sitemapParts } from '@/components/seo/sitemap-source';

// Read from the data cache on each request; the build has no API to read from.
export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One sitemap while the site has up to 50,000 URLs; past that, the index of its parts. */
export async function GET() {
  const parts = await sitemapParts();
  if (parts === 1) return new Response(renderUrlset(await sitemapPartUrls(0)), { headers: XML });
  const locs = Array.from({ length: parts }, (_, i) => absoluteUrl(`/sitemap/${i}.xml`));
  return new Response(renderSitemapIndex(locs), { headers: XML });
}
