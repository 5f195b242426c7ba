import { parsePartName } from '@/components/seo/sitemap-plan';
import { siteSitemap } from '@/components/seo/sitemap-site';

export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** Sends text pieces as they are made; a client that leaves stops the reads behind them. */
function streamOf(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

/** `/sitemap/{section}-{n}.xml`: one part listed by the index at /sitemap.xml; 404 when empty. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const part = parsePartName((await params).part);
  const pieces = part ? await siteSitemap().part(part) : null;
  if (pieces === null) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(streamOf(pieces), { headers: XML });
}
