import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import type { CategoryMenuEntry } from '@/api/contract/categories';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { categoryHref, categoryTypeHref } from '@/lib/routes';
import { CardGrid } from '@/components/catalog/ui/card-grid';
import { LinkCard } from '@/components/catalog/ui/link-card';
import { onPageText } from '@/components/catalog/ui/a11y-styles';

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
            <MuiLink id={`type-${type}`} href={categoryTypeHref(type)} variant="h6" sx={{ fontWeight: 700, display: 'inline-block', mb: 1.5, ...onPageText }}>
              {tt(type)}
            </MuiLink>
            <CardGrid min={220} label={tt(type)}>
              {roots.map((root) => (
                <li key={root.id}>
                  <LinkCard
                    href={categoryHref(root)}
                    title={root.name}
                    lines={[root.subcategories.map((c) => c.name).join('، ')]}
                    accent={t('subcategoryCount', { count: root.subcategories.length })}
                  />
                </li>
              ))}
            </CardGrid>
          </Box>
        );
      })}
    </Container>
  );
}
