import { renderUrlset } from '@/components/seo/sitemap-plan';
import { sitemapPartUrls, sitemapParts } from '@/components/seo/sitemap-source';

export const dynamic = 'force-dynamic';

/** `/sitemap/{n}.xml`: the n-th 50,000 URLs, listed by the index at /sitemap.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(0|[1-9][0-9]{0,4})\.xml$/.exec((await params).part);
  const part = match ? Number(match[1]) : -1;
  if (part < 0 || part >= (await sitemapParts())) return new Response('Not Found', { status: 404 });
  return new Response(renderUrlset(await sitemapPartUrls(part)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
