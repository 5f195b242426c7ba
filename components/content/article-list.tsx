import { getTranslations } from 'next-intl/server';
import type { PageSummary } from '@/api/contract/content';
import type { Page } from '@/api/contract/paging';
import { CardGrid } from '@/components/catalog/ui/card-grid';
import { Pager } from '@/components/catalog/listing/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';
import { contentPageHref } from '@/lib/routes';
import { ArticleCard } from './article-card';

/** A page of articles with page links (real hrefs) and an ItemList for crawlers; an empty list says so. */
export async function ArticleList({ list, label, path }: { list: Page<PageSummary>; label: string; path: string }) {
  const t = await getTranslations('content');
  if (list.items.length === 0) return <EmptyState title={t('list.empty')} />;
  const first = (list.pageNumber - 1) * list.pageSize + 1;
  return (
    <>
      <JsonLd data={itemListJsonLd(list.items.map((p) => ({ name: p.title, url: absoluteUrl(contentPageHref(p)) })), { name: label, firstPosition: first })} />
      <CardGrid label={label} min={280}>
        {list.items.map((page) => (
          <li key={page.id}>
            <ArticleCard page={page} />
          </li>
        ))}
      </CardGrid>
      <Pager page={list.pageNumber} count={Math.ceil(list.totalCount / list.pageSize)} path={path} />
    </>
  );
}
