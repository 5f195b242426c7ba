import type { MetadataRoute } from 'next';

type AppEnv = 'development' | 'staging' | 'production';

/** Seed, section 2: staging stays out of search engines; elsewhere only private areas do. */
export function robotsRules(appEnv: AppEnv, siteUrl: string): MetadataRoute.Robots {
  if (appEnv === 'staging') return { rules: { userAgent: '*', disallow: '/' } };
  return {
    // Product and supplier pictures live under the API; crawlers may fetch those, nothing else there.
    rules: { userAgent: '*', allow: ['/', '/api/v1/media/'], disallow: ['/profile/', '/api/'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}

/** The `robots` metadata of every page. */
export function robotsMeta(appEnv: AppEnv) {
  return appEnv === 'staging' ? { index: false, follow: false } : undefined;
}
