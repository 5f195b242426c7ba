import type { Metadata } from 'next';
import { getPageByUniqueName } from '@/api/cached';
import type { Page } from '@/api/contract/content';
import { orNotFound, pageNotFound } from '@/components/catalog/route-params';
import { pageMetadata } from '@/components/seo/page-metadata';
import { sitePageHref } from '@/lib/routes';
import { plainText } from '@/lib/rich-text';
import { toPersianDigits } from '@/lib/persian';
import { ArticleView } from '../article-view';

const NAME = /^[a-z0-9-]{1,60}$/;

/** One of the site's named pages (about, terms…); 404 for a name that cannot be one. */
export function loadSitePage(name: string): Promise<Page> {
  const path = sitePageHref(name);
  if (!NAME.test(name)) pageNotFound(path);
  return orNotFound(getPageByUniqueName(name), path);
}

export async function sitePageMetadata(name: string): Promise<Metadata> {
  const page = await loadSitePage(name);
  return pageMetadata({ title: toPersianDigits(page.title), description: page.summary || plainText(page.body).slice(0, 200), path: sitePageHref(name) });
}

/** `/page/{uniquePageName}`: the site's own pages, without comments or notes. */
export async function SitePage({ name }: { name: string }) {
  const page = await loadSitePage(name);
  return <ArticleView page={page} crumbs={[{ name: toPersianDigits(page.title), href: sitePageHref(name) }]} path={sitePageHref(name)} sitePage />;
}
