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
  URLS_PER_SITEMAP,
  type KindRanges,
  type SitemapPart,
  type SitemapUrl,
} from './sitemap-plan';

/** Rows per keyset read: a part of 50,000 products takes ten reads. */
export const SITEMAP_READ = 5000;

export type SitemapReaders = {
  ranges: (kind: SitemapKind, width: number) => Promise<SitemapRanges>;
  entries: (kind: SitemapKind, params: SitemapListParams) => Promise<SitemapList>;
  absolute: (path: string) => string;
  /** URLs per sitemap; only tests make it smaller. */
  perPart?: number;
};

/**
 * The sitemap built from the API's id-ordered listing: the index needs only each kind's ranges,
 * a part walks its id range with the keyset, so at most one part's rows are in memory at a time.
 */
export function sitemapSource(readers: SitemapReaders) {
  const perPart = readers.perPart ?? URLS_PER_SITEMAP;

  async function kindRanges(): Promise<KindRanges> {
    const all = await Promise.all(SITEMAP_KINDS.map((kind) => readers.ranges(kind, rangeWidth(kind, perPart))));
    return Object.fromEntries(SITEMAP_KINDS.map((kind, i) => [kind, all[i].ranges])) as KindRanges;
  }

  async function rowsUrls(kind: SitemapKind, bounds: { afterId: number; beforeId?: number }): Promise<SitemapUrl[]> {
    const out: SitemapUrl[] = [];
    let afterId: number | null = bounds.afterId;
    while (afterId !== null) {
      const page: SitemapList = await readers.entries(kind, { afterId, beforeId: bounds.beforeId, limit: SITEMAP_READ });
      for (const entry of page.items) {
        for (const path of pathsOf(kind, entry)) out.push({ loc: readers.absolute(path), lastModified: entry.updatedAt });
      }
      afterId = page.nextAfterId;
    }
    return out;
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

    /** One part of the index; null when the part has no URL (or there is no index). */
    async part(part: Pick<SitemapPart, 'section' | 'index'>): Promise<string | null> {
      if (part.section === 'pages') return renderUrlset(staticUrls());
      const urls = await rowsUrls(part.section, partBounds(part.section, part.index, perPart));
      return urls.length ? renderUrlset(urls) : null;
    },
  };
}
