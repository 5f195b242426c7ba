import { getTranslations } from 'next-intl/server';
import { getCatalog } from '@/api/cached';
import type { CategorySummary } from '@/api/contract/categories-extra';
import { categoryProductsHref } from '@/lib/routes';
import { ListItems } from '../listing/list-items';
import { SectionHeading } from '../ui/section-heading';
import { optionalRead } from '../ui/optional-read';
import styles from './category-page.module.css';

/** The newest products of a category and everything under it; streamed below the fold. */
export async function CategoryProductsSection({ category, limit = 8 }: { category: CategorySummary; limit?: number }) {
  const t = await getTranslations('catalog');
  const page = await optionalRead(getCatalog({ categoryId: category.id, pageSize: limit, sort: 'newest' }), 'category products');
  if (!page) return null;
  return (
    <section aria-labelledby="category-products" className={styles.section}>
      <SectionHeading
        id="category-products"
        title={t('productsOf', { name: category.name })}
        action={page.totalCount > page.items.length ? { href: categoryProductsHref(category), label: t('seeAllProducts', { count: page.totalCount }) } : undefined}
      />
      <ListItems kind="products" items={page.items} label={t('productsOf', { name: category.name })} emptyTitle={t('noProducts')} />
    </section>
  );
}
