import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getTopLevels } from '@/api/cached';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categoryProductsHref, categoryTypeHref, productHref, productsOfTypeHref } from '@/lib/routes';
import { requireCategoryType } from '../route-params';
import { ListPage } from '../listing/list-page';
import { LinkChips } from '../listing/link-chips';
import { listMetadata, type ListQuery } from '../listing/list-view';
import { PRODUCT_LIST_DEFAULTS, PRODUCT_LIST_SORTS, PRODUCT_PAGE_SIZE, productListView } from './category-products-page';

export type TypeProductsParams = { categoryType: string };
const DEFAULT_SORT = 'newest';
const pathOf = (p: TypeProductsParams) => `/products/search/${p.categoryType}`;

export async function typeProductsMetadata(params: TypeProductsParams, query?: ListQuery): Promise<Metadata> {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt, view] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    productListView({ categoryType: type }, query, productsOfTypeHref(type)),
  ]);
  return listMetadata(
    {
      title: t('typeTitle', { type: tt(type) }),
      description: t('typeDescription', { type: tt(type), count: view.first.totalCount }),
      path: productsOfTypeHref(type),
    },
    { state: view.state, defaults: PRODUCT_LIST_DEFAULTS, totalCount: view.first.totalCount, pageSize: PRODUCT_PAGE_SIZE },
  );
}

/** `/products/search/{categoryType}`: every product or service of one category type. */
export async function TypeProductsPage({ query, ...params }: TypeProductsParams & { query?: ListQuery }) {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt, { page, state }, roots] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    productListView({ categoryType: type }, query, productsOfTypeHref(type)),
    getTopLevels(type),
  ]);
  const title = t('typeTitle', { type: tt(type) });
  return (
    <ListPage
      crumbs={[
        { name: tt(type), href: categoryTypeHref(type) },
        { name: t('productsCrumb'), href: productsOfTypeHref(type) },
      ]}
      title={title}
      intro={t('typeIntro', { type: tt(type) })}
      nav={
        <>
          <LinkChips label={t('otherTypes')} links={CATEGORY_TYPES.map((other) => ({ href: productsOfTypeHref(other), label: tt(other), current: other === type }))} />
          <LinkChips label={t('subcategories')} links={roots.map((c) => ({ href: categoryProductsHref(c), label: c.name }))} />
        </>
      }
      entries={page.items.map((p) => ({ name: p.name, href: productHref(p) }))}
      list={{
        kind: 'products',
        initial: page,
        state,
        path: productsOfTypeHref(type),
        pageSize: PRODUCT_PAGE_SIZE,
        sorts: PRODUCT_LIST_SORTS,
        defaultSort: DEFAULT_SORT,
        label: title,
        summaryKey: 'productsFound',
        emptyTitle: t('emptyType'),
      }}
    />
  );
}
