import { getTranslations } from 'next-intl/server';
import type { CategorySummary } from '@/api/contract/categories-extra';
import type { CategoryItemsCount } from '@/api/categories';
import { categoryHref } from '@/lib/routes';
import { CardGrid } from '../ui/card-grid';
import { LinkCard } from '../ui/link-card';

/** Child categories as cards, each with how many products and suppliers it holds. */
export async function SubcategoryGrid({ items, counts }: { items: CategorySummary[]; counts: CategoryItemsCount[] }) {
  const t = await getTranslations('catalog');
  const byId = new Map(counts.map((c) => [c.categoryId, c]));
  return (
    <CardGrid min={200} label={t('subcategories')}>
      {items.map((child) => {
        const count = byId.get(child.id);
        return (
          <li key={child.id}>
            <LinkCard
              href={categoryHref(child)}
              title={child.name}
              lines={count ? [t('countsLine', { products: count.productCount, suppliers: count.supplierCount })] : []}
            />
          </li>
        );
      })}
    </CardGrid>
  );
}
