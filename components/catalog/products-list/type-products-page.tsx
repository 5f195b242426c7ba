import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalog, getTopLevels } from '@/api/cached';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categoryProductsHref, categoryTypeHref, productHref, productsOfTypeHref } from '@/lib/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { requireCategoryType } from '../route-params';
import { ListPage } from '../listing/list-page';
import { LinkChips } from '../listing/link-chips';
import { PRODUCT_SORTS } from '../listing/list-state';
import { PRODUCT_PAGE_SIZE } from './category-products-page';

export type TypeProductsParams = { categoryType: string };
const DEFAULT_SORT = 'newest';
const pathOf = (p: TypeProductsParams) => `/products/search/${p.categoryType}`;

export async function typeProductsMetadata(params: TypeProductsParams): Promise<Metadata> {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt, page] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    getCatalog({ categoryType: type, pageSize: PRODUCT_PAGE_SIZE, sort: DEFAULT_SORT }),
  ]);
  return pageMetadata({
    title: t('typeTitle', { type: tt(type) }),
    description: t('typeDescription', { type: tt(type), count: page.totalCount }),
    path: productsOfTypeHref(type),
  });
}

/** `/products/search/{categoryType}`: every product or service of one category type. */
export async function TypeProductsPage(params: TypeProductsParams) {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt, page, roots] = await Promise.all([
    getTranslations('productListPage'),
    getTranslations('categoryTypes'),
    getCatalog({ categoryType: type, pageSize: PRODUCT_PAGE_SIZE, sort: DEFAULT_SORT }),
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
        source: { kind: 'products', params: { categoryType: type } },
        initial: page,
        pageSize: PRODUCT_PAGE_SIZE,
        sorts: PRODUCT_SORTS.filter((s) => s !== 'relevance'),
        defaultSort: DEFAULT_SORT,
        label: title,
        summaryKey: 'productsFound',
        emptyTitle: t('emptyType'),
      }}
    />
  );
}
