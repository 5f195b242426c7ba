import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/lib/config/env';

/** An absolute URL on this site, for canonical links, Open Graph and JSON-LD. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}

export type PageMetadataInput = {
  title: string;
  description: string;
  /** The canonical path (already URL-encoded, as lib/routes.ts builds it). */
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  /** List pages beyond the first, filtered views: kept out of the index, links still followed. */
  noindex?: boolean;
  /** An unlisted storefront's pages and writings: kept out of the index, their links not followed. */
  unlisted?: boolean;
};

/** Title, description, canonical URL and Open Graph of one page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const description = input.description.length > 300 ? `${input.description.slice(0, 297)}…` : input.description;
  return {
    title: input.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: input.title,
      description,
      url,
      type: input.type ?? 'website',
      locale: 'fa_IR',
      ...(input.image ? { images: [{ url: absoluteUrl(input.image) }] } : {}),
    },
    twitter: { card: input.image ? 'summary_large_image' : 'summary', title: input.title, description },
    ...(input.unlisted ? { robots: { index: false, follow: false } } : input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
