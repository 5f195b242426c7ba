import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { categoryHref } from '@/lib/routes';

/** The four category types, each with its top-level categories as cards. */
export async function CategoryTypeSections({ menus }: { menus: Partial<Record<CategoryType, CategoryMenuEntry[]>> }) {
  const t = await getTranslations('home');
  const tt = await getTranslations('categoryTypes');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('browseTypes')}
      </Typography>
      {CATEGORY_TYPES.map((type) => {
        const roots = menus[type] ?? [];
        if (roots.length === 0) return null;
        return (
          <Box key={type} component="section" aria-labelledby={`type-${type}`} sx={{ mb: 4 }}>
            <MuiLink id={`type-${type}`} href={`/category/categoryType/${type}`} variant="h6" sx={{ fontWeight: 700, display: 'inline-block', mb: 1.5 }}>
              {tt(type)}
            </MuiLink>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
              {roots.map((root) => (
                <Card key={root.id} variant="outlined">
                  <CardActionArea href={categoryHref(root)} sx={{ p: 2, height: '100%', alignItems: 'flex-start' }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {root.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {root.subcategories.map((c) => c.name).join('، ')}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'primary.main', mt: 1, display: 'block' }}>
                      {t('subcategoryCount', { count: root.subcategories.length })}
                    </Typography>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          </Box>
        );
      })}
    </Container>
  );
}
