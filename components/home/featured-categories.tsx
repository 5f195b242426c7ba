import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { CategoryItemsCount } from '@/api/categories';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { categoryHref } from '@/lib/routes';
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
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {featured.map(({ category, count }) => (
          <li key={category.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea href={categoryHref(category)} sx={{ p: 1.5, height: '100%', display: 'block' }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
                  {category.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {tt(category.categoryType)} · {t('categoryCounts', { products: count.productCount, suppliers: count.supplierCount })}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Container>
  );
}
