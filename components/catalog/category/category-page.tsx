import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCategoryChildren, getCategoryProperties, getItemsCount } from '@/api/cached';
import { categoryHref, categoryProductsHref, categoryPropertiesHref, categoryTypeHref } from '@/lib/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { VisitTracker } from '../visit-tracker';
import { SectionHeading } from '../ui/section-heading';
import { SectionSkeleton } from '../ui/skeletons';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from './load-category';
import { SubcategoryGrid } from './subcategory-grid';
import { CategorySuppliersSection } from './category-suppliers-section';
import { CategoryProductsSection } from './category-products-section';
import { LinkButton } from '../ui/link-button';
import container from '@/components/layout/container.module.css';
import headings from '../ui/headings.module.css';
import styles from './category-page.module.css';

export type CategoryRouteParams = { categoryId: string; name?: string[] };
const pathOf = (p: CategoryRouteParams) => `/category/${p.categoryId}/${(p.name ?? []).join('/')}`;

export async function categoryPageMetadata(params: CategoryRouteParams): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, pathOf(params));
  const t = await getTranslations('categoryPage');
  const [count] = await getItemsCount({ ids: [category.id] });
  return pageMetadata({
    title: t('title', { name: category.name }),
    description: t('description', { name: category.name, products: count?.productCount ?? 0, suppliers: count?.supplierCount ?? 0 }),
    path: categoryHref(category),
  });
}

/** `/category/{categoryId}/{name...}`: a category's landing page. */
export async function CategoryPage(params: CategoryRouteParams) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, pathOf(params), categoryHref);
  const [t, tt, children, properties, counts] = await Promise.all([
    getTranslations('categoryPage'),
    getTranslations('categoryTypes'),
    getCategoryChildren(category.id),
    getCategoryProperties(category.id),
    getItemsCount({ ids: [category.id] }),
  ]);
  const childCounts = children.length ? await getItemsCount({ ids: children.map((c) => c.id) }) : [];
  const own = counts[0];
  const filterable = properties.some((p) => p.isFilterable);
  return (
    <div className={`${container.lg} ${styles.page}`}>
      <PageBreadcrumbs items={[{ name: tt(category.categoryType), href: categoryTypeHref(category.categoryType) }, ...categoryCrumbs(lineage)]} />
      <VisitTracker pageKind="category" objectId={category.id} />
      <header className={styles.header}>
        <h1 className={headings.pageTitle}>{category.name}</h1>
        {own ? <p className={styles.counts}>{t('counts', { products: own.productCount, suppliers: own.supplierCount })}</p> : null}
        <div className={styles.actions}>
          <LinkButton href={categoryProductsHref(category)} variant="contained" icon="list">
            {t('allProducts')}
          </LinkButton>
          {filterable ? (
            <LinkButton href={categoryPropertiesHref(category)} variant="outlined" icon="tune">
              {t('filterByProperties')}
            </LinkButton>
          ) : null}
        </div>
      </header>
      {children.length ? (
        <section aria-labelledby="subcategories">
          <SectionHeading id="subcategories" title={t('subcategories')} />
          <SubcategoryGrid items={children} counts={childCounts} />
        </section>
      ) : null}
      <Suspense fallback={<SectionSkeleton count={4} height={280} min={220} />}>
        <CategoryProductsSection category={category} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton />}>
        <CategorySuppliersSection category={category} />
      </Suspense>
    </div>
  );
}
