import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchCatalog } from '@/api/catalog';
import { fetchCategories } from '@/api/categories';
import { fetchSuppliers } from '@/api/suppliers';
import type { CategorySummary } from '@/api/contract/categories-extra';
import { categoryHref, productHref, SEARCH_PATH } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { EmptyState } from '@/components/ui/empty-state';
import { HelpLink } from '@/components/content/help-link';
import { ListItems } from '../listing/list-items';
import { LinkChips } from '../listing/link-chips';
import { Pager } from '../listing/pager';
import { pageCount } from '../listing/list-state';
import { SectionHeading } from '../ui/section-heading';
import { readSearchState, searchStateHref, type SearchGroup, type SearchState } from './search-params';
import container from '@/components/layout/container.module.css';
import headings from '../ui/headings.module.css';
import styles from './search-page.module.css';

type SearchParams = Record<string, string | string[] | undefined>;
const FULL_PAGE = 12;
const OVERVIEW = { products: 8, suppliers: 6, categories: 12 } as const;

export async function searchPageMetadata(searchParams: SearchParams): Promise<Metadata> {
  const { q } = readSearchState(searchParams);
  const t = await getTranslations('searchPage');
  return pageMetadata({
    title: q ? t('titleFor', { q }) : t('title'),
    description: q ? t('descriptionFor', { q }) : t('description'),
    path: q ? searchStateHref({ q, group: null, page: 1 }) : SEARCH_PATH,
    noindex: true,
  });
}

/** The three groups of one search, each a page of its own size; failures leave a group empty. */
async function runSearch(state: SearchState) {
  const size = (group: SearchGroup) => (state.group === group ? FULL_PAGE : state.group ? 1 : OVERVIEW[group]);
  const page = (group: SearchGroup) => (state.group === group ? state.page : 1);
  const [products, suppliers, categories] = await Promise.allSettled([
    fetchCatalog({ text: state.q, sort: 'relevance', pageSize: size('products'), pageNumber: page('products') }),
    fetchSuppliers({ text: state.q, pageSize: size('suppliers'), pageNumber: page('suppliers') }),
    fetchCategories({ name: state.q, pageSize: size('categories'), pageNumber: page('categories') }),
  ]);
  const value = <T,>(r: PromiseSettledResult<T>) => {
    if (r.status === 'rejected') console.error('search group failed', r.reason);
    return r.status === 'fulfilled' ? r.value : null;
  };
  return { products: value(products), suppliers: value(suppliers), categories: value(categories) };
}

function CategoryLinks({ items, typeName }: { items: CategorySummary[]; typeName: (c: CategorySummary) => string }) {
  return (
    <ul className={styles.categories}>
      {items.map((c) => (
        <li key={c.id}>
          <Link href={categoryHref(c)} className={styles.category}>
            {c.name}
          </Link>
          <span className={styles.type}>{typeName(c)}</span>
        </li>
      ))}
    </ul>
  );
}

/** `/search?q=…`: products, suppliers and categories matching the text; rendered per request. */
export async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const state = readSearchState(searchParams);
  const [t, tc, tt] = await Promise.all([getTranslations('searchPage'), getTranslations('catalog'), getTranslations('categoryTypes')]);
  if (!state.q) {
    return (
      <div className={`${container.lg} ${styles.page}`}>
        <h1 className={headings.pageTitle}>{t('title')}</h1>
        <EmptyState title={t('typeSomething')} description={t('typeSomethingHint')} action={<HelpLink topic="search" />} />
      </div>
    );
  }
  const results = await runSearch(state);
  // A page past the group's last moves to the last (307), as a listing's does (ADR 4): it said
  // «۲۸۶ نتیجه» over «نتیجه‌ای پیدا نشد» and «صفحهٔ ۹۹۹ از ۲۰».
  const groupTotal = state.group ? results[state.group]?.totalCount : undefined;
  const lastPage = groupTotal === undefined ? null : Math.max(1, pageCount(groupTotal, FULL_PAGE));
  if (lastPage !== null && state.page > lastPage) redirect(searchStateHref({ ...state, page: lastPage }));
  const total = (group: SearchGroup) => results[group]?.totalCount ?? 0;
  const all = total('products') + total('suppliers') + total('categories');
  const hrefOf = (group: SearchGroup | null) => searchStateHref({ q: state.q, group, page: 1 });
  const tabs = [
    { href: hrefOf(null), label: t('all', { count: all }), current: state.group === null },
    ...(['products', 'suppliers', 'categories'] as const).map((g) => ({ href: hrefOf(g), label: t(`group.${g}`, { count: total(g) }), current: state.group === g })),
  ];
  const show = (group: SearchGroup) => state.group === null || state.group === group;
  const pager = (group: SearchGroup) =>
    state.group === group ? <Pager page={state.page} count={pageCount(total(group), FULL_PAGE)} query={new URLSearchParams({ q: state.q, group }).toString()} /> : null;
  const seeAll = (group: SearchGroup) =>
    state.group === null && total(group) > (results[group]?.items.length ?? 0) ? { href: hrefOf(group), label: t('seeAll', { count: total(group) }) } : undefined;

  return (
    <div className={`${container.lg} ${styles.page}`}>
      <JsonLd data={itemListJsonLd((results.products?.items ?? []).map((p) => ({ name: p.name, url: absoluteUrl(productHref(p)) })), { name: t('titleFor', { q: state.q }) })} />
      <h1 className={headings.pageTitle}>{t('titleFor', { q: state.q })}</h1>
      <p role="status" className={styles.summary}>
        {t('summary', { count: all })}
      </p>
      <nav aria-label={t('groups')} className={styles.groups}>
        <LinkChips label={t('groups')} links={tabs} />
      </nav>
      {all === 0 ? <EmptyState title={t('nothing', { q: state.q })} description={t('nothingHint')} action={<HelpLink topic="search" />} /> : null}
      {show('products') && total('products') > 0 ? (
        <section aria-labelledby="search-products" className={styles.section}>
          <SectionHeading id="search-products" title={t('group.products', { count: total('products') })} action={seeAll('products')} />
          <ListItems kind="products" items={results.products!.items} label={tc('productsFound', { count: total('products') })} emptyTitle={t('nothing', { q: state.q })} />
          {pager('products')}
        </section>
      ) : null}
      {show('suppliers') && total('suppliers') > 0 ? (
        <section aria-labelledby="search-suppliers" className={styles.section}>
          <SectionHeading id="search-suppliers" title={t('group.suppliers', { count: total('suppliers') })} action={seeAll('suppliers')} />
          <ListItems kind="suppliers" items={results.suppliers!.items} label={tc('suppliersFound', { count: total('suppliers') })} emptyTitle={t('nothing', { q: state.q })} />
          {pager('suppliers')}
        </section>
      ) : null}
      {show('categories') && total('categories') > 0 ? (
        <section aria-labelledby="search-categories" className={styles.section}>
          <SectionHeading id="search-categories" title={t('group.categories', { count: total('categories') })} action={seeAll('categories')} />
          <CategoryLinks items={results.categories!.items} typeName={(c) => tt(c.categoryType)} />
          {pager('categories')}
        </section>
      ) : null}
      {state.group && total(state.group) === 0 && all > 0 ? <EmptyState title={t('nothingInGroup')} /> : null}
    </div>
  );
}
