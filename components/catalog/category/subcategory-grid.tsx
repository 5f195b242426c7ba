import { getTranslations } from 'next-intl/server';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { CategorySummary } from '@/api/contract/categories-extra';
import type { CategoryItemsCount } from '@/api/categories';
import { categoryHref } from '@/lib/routes';
import { CardGrid } from '../ui/card-grid';

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
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea href={categoryHref(child)} sx={{ p: 2, height: '100%', display: 'block' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {child.name}
                </Typography>
                {count ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {t('countsLine', { products: count.productCount, suppliers: count.supplierCount })}
                  </Typography>
                ) : null}
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}
