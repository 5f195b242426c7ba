import { parsePartName } from '@/components/seo/sitemap-plan';
import { siteSitemap } from '@/components/seo/sitemap-site';

export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** `/sitemap/{section}-{n}.xml`: one part listed by the index at /sitemap.xml; 404 when empty. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const part = parsePartName((await params).part);
  const body = part ? await siteSitemap().part(part) : null;
  if (body === null) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(body, { headers: XML });
}
