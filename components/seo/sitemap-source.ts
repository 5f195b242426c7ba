import type { SitemapKind, SitemapList, SitemapRanges } from '@/api/contract/sitemap';
import { SITEMAP_KINDS } from '@/api/contract/sitemap';
import type { SitemapListParams } from '@/api/sitemap';
import {
  partBounds,
  partPath,
  pathsOf,
  planSitemap,
  rangeWidth,
  renderSitemapIndex,
  renderUrlset,
  STATIC_PATHS,
  urlLines,
  URLS_PER_SITEMAP,
  URLSET_CLOSE,
  URLSET_OPEN,
  type KindRanges,
  type SitemapPart,
  type SitemapUrl,
} from './sitemap-plan';

/**
 * Rows per keyset read: a part of 50,000 products takes fifty. Each read's URLs are made and
 * encoded in one go, holding up every other request on the node meanwhile: 5,000 rows a read held
 * it 60–100 ms at a time (monitorEventLoopDelay, 100,000 products).
 */
export const SITEMAP_READ = 1000;

export type SitemapReaders = {
  ranges: (kind: SitemapKind, width: number) => Promise<SitemapRanges>;
  entries: (kind: SitemapKind, params: SitemapListParams) => Promise<SitemapList>;
  absolute: (path: string) => string;
  /** URLs per sitemap; only tests make it smaller. */
  perPart?: number;
};

async function* emptyReads(): AsyncGenerator<SitemapUrl[]> {}

/**
 * The sitemap built from the API's id-ordered listing: the index needs only each kind's ranges,
 * a part walks its id range with the keyset and is sent one keyset read at a time.
 */
export function sitemapSource(readers: SitemapReaders) {
  const perPart = readers.perPart ?? URLS_PER_SITEMAP;

  async function kindRanges(): Promise<KindRanges> {
    const all = await Promise.all(SITEMAP_KINDS.map((kind) => readers.ranges(kind, rangeWidth(kind, perPart))));
    return Object.fromEntries(SITEMAP_KINDS.map((kind, i) => [kind, all[i].ranges])) as KindRanges;
  }

  /** The URLs of a kind's rows within `bounds`, one keyset read at a time, read as they are asked for. */
  async function* urlReads(kind: SitemapKind, bounds: { afterId: number; beforeId?: number }): AsyncGenerator<SitemapUrl[]> {
    let afterId: number | null = bounds.afterId;
    while (afterId !== null) {
      const page: SitemapList = await readers.entries(kind, { afterId, beforeId: bounds.beforeId, limit: SITEMAP_READ });
      yield page.items.flatMap((entry) => pathsOf(kind, entry).map((path) => ({ loc: readers.absolute(path), lastModified: entry.updatedAt })));
      afterId = page.nextAfterId;
    }
  }

  async function rowsUrls(kind: SitemapKind, bounds: { afterId: number; beforeId?: number }): Promise<SitemapUrl[]> {
    const out: SitemapUrl[] = [];
    for await (const urls of urlReads(kind, bounds)) out.push(...urls);
    return out;
  }

  /** The urlset's text in pieces: the first read's URLs, then each further read's as it arrives. */
  async function* urlsetPieces(first: SitemapUrl[], rest: AsyncGenerator<SitemapUrl[]>): AsyncGenerator<string> {
    yield URLSET_OPEN + urlLines(first);
    for await (const urls of rest) if (urls.length) yield `\n${urlLines(urls)}`;
    yield URLSET_CLOSE;
  }

  const staticUrls = (): SitemapUrl[] => STATIC_PATHS.map((path) => ({ loc: readers.absolute(path) }));

  return {
    /** `/sitemap.xml`: every URL while they fit in one file, else the index of the parts. */
    async root(): Promise<string> {
      const plan = planSitemap(await kindRanges(), perPart);
      if (plan.kind === 'index') {
        return renderSitemapIndex(plan.parts.map((part) => ({ loc: readers.absolute(partPath(part)), lastModified: part.lastModified })));
      }
      const urls = staticUrls();
      for (const kind of SITEMAP_KINDS) urls.push(...(await rowsUrls(kind, { afterId: 0 })));
      return renderUrlset(urls);
    },

    /**
     * One part of the index as pieces of its text, or null when the part has no URL. A part of
     * 50,000 products built as one string held every URL and the text at once: the ten parts of
     * 100,000 products asked for at once took the site server from 225 to 365 MB (301–315 MB in
     * pieces). The pieces are read one keyset read at a time, as they are sent; the first read
     * with a URL decides between the part and a 404, before anything is sent.
     */
    async part(part: Pick<SitemapPart, 'section' | 'index'>): Promise<AsyncGenerator<string> | null> {
      if (part.section === 'pages') return urlsetPieces(staticUrls(), emptyReads());
      const reads = urlReads(part.section, partBounds(part.section, part.index, perPart));
      // Not `for await`: leaving it would close the reads the pieces go on with.
      for (let read = await reads.next(); !read.done; read = await reads.next()) {
        if (read.value.length) return urlsetPieces(read.value, reads);
      }
      return null;
    },
  };
}
