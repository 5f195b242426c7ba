import { Suspense } from 'react';
import { getItemsCount } from '@/api/cached';
import type { CategoryType } from '@/api/contract/enums';
import { getSiteMenus } from '@/components/layout/get-site-menus';
import { optionalRead } from '@/components/catalog/ui/optional-read';
import { SectionSkeleton } from '@/components/catalog/ui/skeletons';
import { HomeHero } from './home-hero';
import { CategoryTypeTiles } from './category-type-tiles';
import { FeaturedCategories } from './featured-categories';
import { AdvertisedProducts, AdvertisedSuppliers } from './advertised-sections';
import { CategoryTypeSections } from './category-type-sections';

/**
 * The home page: the four category types, the busiest categories, advertised products and
 * suppliers (streamed: below the fold), then every type's top-level categories.
 */
export async function HomePage() {
  const [menus, counts] = await Promise.all([getSiteMenus(), optionalRead(getItemsCount({}), 'home counts')]);
  const roots = new Set(Object.values(menus).flatMap((list) => list.map((root) => root.id)));
  const totals: Partial<Record<CategoryType, number>> = {};
  for (const count of counts ?? []) {
    if (roots.has(count.categoryId)) totals[count.categoryType] = (totals[count.categoryType] ?? 0) + count.productCount;
  }
  return (
    <>
      <HomeHero />
      <CategoryTypeTiles totals={totals} />
      <FeaturedCategories menus={Object.values(menus)} counts={counts ?? []} />
      <Suspense fallback={<SectionSkeleton count={4} height={300} min={220} />}>
        <AdvertisedProducts />
      </Suspense>
      <Suspense fallback={<SectionSkeleton count={3} />}>
        <AdvertisedSuppliers />
      </Suspense>
      <CategoryTypeSections menus={menus} />
    </>
  );
}
