import { getTranslations } from 'next-intl/server';
import { getSuppliersWithCatalog } from '@/api/cached';
import type { CategorySummary } from '@/api/contract/categories-extra';
import { categorySuppliersHref } from '@/lib/routes';
import { EmptyState } from '@/components/ui/empty-state';
import { CardGrid } from '../ui/card-grid';
import { SectionHeading } from '../ui/section-heading';
import { optionalRead } from '../ui/optional-read';
import { SupplierCard, toSupplierCard } from '../ui/supplier-card';
import styles from './category-page.module.css';

/** The suppliers selling in a category (and under it), most products first; streamed in. */
export async function CategorySuppliersSection({ category, limit = 6 }: { category: CategorySummary; limit?: number }) {
  const t = await getTranslations('catalog');
  const page = await optionalRead(getSuppliersWithCatalog(category.id, { pageSize: limit, sort: 'products' }), 'category suppliers');
  if (!page) return null;
  return (
    <section aria-labelledby="category-suppliers" className={styles.section}>
      <SectionHeading
        id="category-suppliers"
        title={t('suppliersOf', { name: category.name })}
        action={page.totalCount > page.items.length ? { href: categorySuppliersHref(category), label: t('seeAllSuppliers', { count: page.totalCount }) } : undefined}
      />
      {page.items.length === 0 ? (
        <EmptyState title={t('noSuppliers')} />
      ) : (
        <CardGrid label={t('suppliersOf', { name: category.name })}>
          {page.items.map((s) => (
            <li key={s.id}>
              <SupplierCard supplier={toSupplierCard(s)} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
