import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import type { CategoryItemsCount } from '@/api/categories';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { categoryHref } from '@/lib/routes';
import { CardGrid } from '@/components/catalog/ui/card-grid';
import { LinkCard } from '@/components/catalog/ui/link-card';
import { SectionHeading } from '@/components/catalog/ui/section-heading';

type Entry = { category: CategoryMenuEntry; count: CategoryItemsCount };

/**
 * The second-level categories with the most products across every type: where most of the
 * catalogue is, one click from the home page.
 */
export async function FeaturedCategories({ menus, counts, limit = 8 }: { menus: CategoryMenuEntry[][]; counts: CategoryItemsCount[]; limit?: number }) {
  const t = await getTranslations('homeCatalog');
  const tt = await getTranslations('categoryTypes');
  const byId = new Map(counts.map((c) => [c.categoryId, c]));
  const featured: Entry[] = menus
    .flat()
    .flatMap((root) => root.subcategories)
    .flatMap((category) => {
      const count = byId.get(category.id);
      return count && count.productCount > 0 ? [{ category, count }] : [];
    })
    .sort((a, b) => b.count.productCount - a.count.productCount)
    .slice(0, limit);
  if (featured.length === 0) return null;
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="home-featured-categories" sx={{ pt: 5 }}>
      <SectionHeading id="home-featured-categories" title={t('featuredCategories')} />
      <CardGrid min={200} phoneColumns={2} label={t('featuredCategories')}>
        {featured.map(({ category, count }) => (
          <li key={category.id}>
            <LinkCard
              href={categoryHref(category)}
              title={category.name}
              lines={[tt(category.categoryType), t('categoryCounts', { products: count.productCount, suppliers: count.supplierCount })]}
            />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
