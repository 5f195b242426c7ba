import { describe, expect, it } from 'vitest';
import { robotsMeta, robotsRules } from './robots';

describe('robots', () => {
  it('marks every page noindex on staging', () => {
    expect(robotsMeta('staging')).toEqual({ index: false, follow: false });
    expect(robotsMeta('production')).toBeUndefined();
  });

  it('disallows everything on staging and only private areas elsewhere', () => {
    expect(robotsRules('staging', 'https://x')).toEqual({ rules: { userAgent: '*', disallow: '/' } });
    expect(robotsRules('production', 'https://x')).toEqual({
      rules: { userAgent: '*', allow: ['/', '/api/v1/media/'], disallow: ['/profile/', '/api/'] },
      sitemap: 'https://x/sitemap.xml',
    });
  });
});
