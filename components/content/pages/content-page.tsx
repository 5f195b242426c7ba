import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getContentTypeBreadcrumb, getPage } from '@/api/cached';
import type { Page } from '@/api/contract/content';
import { orNotFound, pathOf, requireId } from '@/components/catalog/route-params';
import { pageMetadata } from '@/components/seo/page-metadata';
import { contentPageHref, contentTypeHref, supplierContentListHref } from '@/lib/routes';
import { plainText } from '@/lib/rich-text';
import { toPersianDigits } from '@/lib/persian';
import { ArticleView } from '../article-view';

export type ContentRouteParams = { id: string; title: string[] };

/** `/contents/{pageId}/{title...}` or `/contents/{pageId}/supplier/{supplierId}/{title...}`. */
async function load(params: ContentRouteParams): Promise<Page> {
  const path = pathOf('contents', params.id, params.title);
  return orNotFound(getPage(requireId(params.id, path)), path);
}

/** The path as asked, decoded, to compare with the canonical one. */
const askedPath = (params: ContentRouteParams) => {
  try {
    return decodeURIComponent(pathOf('contents', params.id, params.title)).normalize('NFC');
  } catch {
    return '';
  }
};

export async function contentPageMetadata(params: ContentRouteParams): Promise<Metadata> {
  const page = await load(params);
  return pageMetadata({
    title: toPersianDigits(page.title),
    description: page.summary || plainText(page.body).slice(0, 200),
    path: contentPageHref(page),
    image: page.image,
    type: 'article',
    unlisted: page.supplier ? !page.supplier.isListed : false,
  });
}

export async function ContentPage(params: ContentRouteParams) {
  const page = await load(params);
  const canonical = contentPageHref(page);
  // A page is found by its id: another slug, or a supplier part that is not its own, moves to the canonical address.
  if (askedPath(params) !== decodeURIComponent(canonical).normalize('NFC')) permanentRedirect(canonical);
  const types = page.contentType ? await getContentTypeBreadcrumb(page.contentType.id).catch(() => []) : [];
  const crumbs = [
    ...(page.supplier ? [{ name: page.supplier.name, href: supplierContentListHref(page.supplier) }] : types.map((t) => ({ name: t.name, href: contentTypeHref(t) }))),
    { name: toPersianDigits(page.title), href: canonical },
  ];
  return <ArticleView page={page} crumbs={crumbs} path={canonical} />;
}
