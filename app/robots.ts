import type { MetadataRoute } from 'next';
import { env } from '@/lib/config/env';
import { robotsRules } from '@/lib/seo/robots';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env().APP_ENV, env().SITE_URL);
}
