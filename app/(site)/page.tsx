import { HomeHero } from '@/components/home/home-hero';
import { CategoryTypeSections } from '@/components/home/category-type-sections';
import { getSiteMenus } from '@/components/layout/get-site-menus';

export default async function HomePage() {
  const menus = await getSiteMenus();
  return (
    <>
      <HomeHero />
      <CategoryTypeSections menus={menus} />
    </>
  );
}
