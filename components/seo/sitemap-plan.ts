/**
 * How the sitemap is cut: every public URL belongs to one of a few sections (static pages,
 * categories, suppliers, products…) listed one after another; up to 50,000 URLs it is one
 * `urlset` at /sitemap.xml, past that /sitemap.xml becomes an index of parts /sitemap/{n}.xml,
 * each holding the next 50,000 URLs of that running list.
 */

/** The protocol's limit of URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

/** A run of one section's items, by position within the section (`end` exclusive). */
export type SectionSlice = { section: number; start: number; end: number };

export function sitemapPartCount(total: number, perPart = URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(total / perPart));
}

/** The slices of each section that part `part` (0-based) covers; empty past the last part. */
export function planSitemapPart(sectionSizes: number[], part: number, perPart = URLS_PER_SITEMAP): SectionSlice[] {
  const from = part * perPart;
  const to = from + perPart;
  const slices: SectionSlice[] = [];
  let offset = 0;
  sectionSizes.forEach((size, section) => {
    const start = Math.max(from, offset);
    const end = Math.min(to, offset + size);
    if (start < end) slices.push({ section, start: start - offset, end: end - offset });
    offset += size;
  });
  return slices;
}

/** The API pages (1-based) of `pageSize` items that hold items `start`…`end - 1`. */
export function pagesCovering(start: number, end: number, pageSize: number): number[] {
  if (end <= start) return [];
  const first = Math.floor(start / pageSize) + 1;
  const last = Math.floor((end - 1) / pageSize) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export type SitemapUrl = { loc: string; lastModified?: string | Date };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const lastmod = (value: string | Date | undefined) => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`;
};

export function renderUrlset(urls: SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${lastmod(u.lastModified)}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function renderSitemapIndex(parts: string[]): string {
  const body = parts.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
