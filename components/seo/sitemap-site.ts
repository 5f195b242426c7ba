import 'server-only';
import { getSitemapRanges } from '@/api/cached';
import { fetchSitemapEntries } from '@/api/sitemap';
import { absoluteUrl } from './page-metadata';
import { sitemapSource } from './sitemap-source';

/**
 * The site's sitemap: ranges from the data cache (one small answer per kind, revalidated when
 * data changes), rows read straight from the API part by part — kept out of the data cache, where
 * a million products would push out the pages' own reads.
 */
export const siteSitemap = () => sitemapSource({ ranges: getSitemapRanges, entries: fetchSitemapEntries, absolute: absoluteUrl });
