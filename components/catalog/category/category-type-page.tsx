import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getCategoryMenu, getItemsCount } from '@/api/cached';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categoryHref, categoryTypeHref, productsOfTypeHref, suppliersOfTypeHref } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { EmptyState } from '@/components/ui/empty-state';
import { requireCategoryType } from '../route-params';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { LinkChips } from '../listing/link-chips';
import { SubcategoryGrid } from './subcategory-grid';
import { LinkButton } from '../ui/link-button';
import container from '@/components/layout/container.module.css';
import headings from '../ui/headings.module.css';
import styles from './category-page.module.css';

export type CategoryTypeParams = { categoryType: string };
const pathOf = (p: CategoryTypeParams) => `/category/categoryType/${p.categoryType}`;

export async function categoryTypeMetadata(params: CategoryTypeParams): Promise<Metadata> {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt] = await Promise.all([getTranslations('categoryTypePage'), getTranslations('categoryTypes')]);
  return pageMetadata({
    title: t('title', { type: tt(type) }),
    description: t('description', { type: tt(type) }),
    path: categoryTypeHref(type),
  });
}

/** `/category/categoryType/{categoryType}`: every category of one type, two levels deep. */
export async function CategoryTypePage(params: CategoryTypeParams) {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt, roots, counts] = await Promise.all([
    getTranslations('categoryTypePage'),
    getTranslations('categoryTypes'),
    getCategoryMenu([type]),
    getItemsCount({ categoryType: type }),
  ]);
  const byId = new Map(counts.map((c) => [c.categoryId, c]));
  return (
    <div className={`${container.lg} ${styles.page}`}>
      <PageBreadcrumbs items={[{ name: tt(type), href: categoryTypeHref(type) }]} />
      <JsonLd data={itemListJsonLd(roots.map((r) => ({ name: r.name, url: absoluteUrl(categoryHref(r)) })), { name: tt(type) })} />
      <header className={styles.header}>
        <h1 className={headings.pageTitle}>{t('heading', { type: tt(type) })}</h1>
        <div className={styles.actions}>
          <LinkButton href={productsOfTypeHref(type)} variant="contained" icon="list">
            {t('allProducts', { type: tt(type) })}
          </LinkButton>
          <LinkButton href={suppliersOfTypeHref(type)} variant="outlined" icon="storefront">
            {t('suppliers', { type: tt(type) })}
          </LinkButton>
        </div>
      </header>
      <nav aria-label={t('otherTypes')} className={styles.otherTypes}>
        <LinkChips label={t('otherTypes')} links={CATEGORY_TYPES.map((other) => ({ href: categoryTypeHref(other), label: tt(other), current: other === type }))} />
      </nav>
      {roots.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {roots.map((root) => {
        const count = byId.get(root.id);
        return (
          <section key={root.id} aria-labelledby={`root-${root.id}`} className={styles.root}>
            <div className={styles.rootHead}>
              <h2 id={`root-${root.id}`} className={styles.rootName}>
                <Link href={categoryHref(root)}>{root.name}</Link>
              </h2>
              {count ? <p className={styles.rootCounts}>{t('counts', { products: count.productCount, suppliers: count.supplierCount })}</p> : null}
            </div>
            <SubcategoryGrid items={root.subcategories.map((c) => ({ ...c, parentId: root.id, sortOrder: 0 }))} counts={counts} />
          </section>
        );
      })}
    </div>
  );
}
