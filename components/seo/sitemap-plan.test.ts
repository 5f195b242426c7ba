import { describe, expect, it } from 'vitest';
import { pagesCovering, planSitemapPart, renderSitemapIndex, renderUrlset, sitemapPartCount } from './sitemap-plan';

describe('sitemap parts', () => {
  it('needs one part up to the limit and one more for every further 50,000 URLs', () => {
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
    expect(sitemapPartCount(150_000)).toBe(3);
  });

  it('covers every URL exactly once, across section borders', () => {
    const sizes = [12, 107, 300, 120_000];
    const total = sizes.reduce((a, b) => a + b, 0);
    const seen = sizes.map(() => 0);
    for (let part = 0; part < sitemapPartCount(total); part++) {
      const slices = planSitemapPart(sizes, part);
      const inPart = slices.reduce((n, s) => n + (s.end - s.start), 0);
      expect(inPart).toBeLessThanOrEqual(50_000);
      for (const s of slices) seen[s.section] += s.end - s.start;
    }
    expect(seen).toEqual(sizes);
  });

  it('starts the second part where the first stopped', () => {
    const sizes = [10, 30];
    expect(planSitemapPart(sizes, 0, 25)).toEqual([
      { section: 0, start: 0, end: 10 },
      { section: 1, start: 0, end: 15 },
    ]);
    expect(planSitemapPart(sizes, 1, 25)).toEqual([{ section: 1, start: 15, end: 30 }]);
    expect(planSitemapPart(sizes, 2, 25)).toEqual([]);
  });

  it('finds the API pages holding a run of items', () => {
    expect(pagesCovering(0, 100, 100)).toEqual([1]);
    expect(pagesCovering(150, 301, 100)).toEqual([2, 3, 4]);
    expect(pagesCovering(5, 5, 100)).toEqual([]);
  });
});

describe('sitemap XML', () => {
  it('escapes locations and writes ISO dates', () => {
    const xml = renderUrlset([{ loc: 'https://x.ir/search?q=a&b', lastModified: '2026-11-22T08:00:00Z' }, { loc: 'https://x.ir/' }]);
    expect(xml).toContain('<url><loc>https://x.ir/search?q=a&amp;b</loc><lastmod>2026-11-22T08:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://x.ir/</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it('lists the parts in an index', () => {
    expect(renderSitemapIndex(['https://x.ir/sitemap/0.xml'])).toContain('<sitemap><loc>https://x.ir/sitemap/0.xml</loc></sitemap>');
  });
});
