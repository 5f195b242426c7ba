import type { MetadataRoute } from 'next';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { APP_ENV, SITE_URL } = env();
  if (APP_ENV === 'staging') return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/profile/', '/api/'] },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
