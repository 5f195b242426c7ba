import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { getCategoryMenu, getItemsCount } from '@/api/cached';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categoryHref, categoryTypeHref, productsOfTypeHref, suppliersOfTypeHref } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { EmptyState } from '@/components/ui/empty-state';
import { requireCategoryType } from '../route-params';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { onPageText } from '@/components/catalog/ui/a11y-styles';
import { LinkChips } from '../listing/link-chips';
import { SubcategoryGrid } from './subcategory-grid';

export type CategoryTypeParams = { categoryType: string };
const pathOf = (p: CategoryTypeParams) => `/category/categoryType/${p.categoryType}`;

export async function categoryTypeMetadata(params: CategoryTypeParams): Promise<Metadata> {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt] = await Promise.all([getTranslations('categoryTypePage'), getTranslations('categoryTypes')]);
  return pageMetadata({
    title: t('title', { type: tt(type) }),
    description: t('description', { type: tt(type) }),
    path: categoryTypeHref(type),
  });
}

/** `/category/categoryType/{categoryType}`: every category of one type, two levels deep. */
export async function CategoryTypePage(params: CategoryTypeParams) {
  const type = requireCategoryType(params.categoryType, pathOf(params));
  const [t, tt, roots, counts] = await Promise.all([
    getTranslations('categoryTypePage'),
    getTranslations('categoryTypes'),
    getCategoryMenu([type]),
    getItemsCount({ categoryType: type }),
  ]);
  const byId = new Map(counts.map((c) => [c.categoryId, c]));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: tt(type), href: categoryTypeHref(type) }]} />
      <JsonLd data={itemListJsonLd(roots.map((r) => ({ name: r.name, url: absoluteUrl(categoryHref(r)) })), { name: tt(type) })} />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
          {t('heading', { type: tt(type) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button href={productsOfTypeHref(type)} variant="contained" startIcon={<ViewListOutlined />}>
            {t('allProducts', { type: tt(type) })}
          </Button>
          <Button href={suppliersOfTypeHref(type)} variant="outlined" startIcon={<StorefrontOutlined />} sx={onPageText}>
            {t('suppliers', { type: tt(type) })}
          </Button>
        </Box>
      </Box>
      <Box component="nav" aria-label={t('otherTypes')} sx={{ mb: 3 }}>
        <LinkChips label={t('otherTypes')} links={CATEGORY_TYPES.map((other) => ({ href: categoryTypeHref(other), label: tt(other), current: other === type }))} />
      </Box>
      {roots.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {roots.map((root) => {
        const count = byId.get(root.id);
        return (
          <Box key={root.id} component="section" aria-labelledby={`root-${root.id}`} sx={{ mb: 4 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
              <Typography id={`root-${root.id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                <MuiLink href={categoryHref(root)} sx={onPageText}>{root.name}</MuiLink>
              </Typography>
              {count ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('counts', { products: count.productCount, suppliers: count.supplierCount })}
                </Typography>
              ) : null}
            </Box>
            <SubcategoryGrid items={root.subcategories.map((c) => ({ ...c, parentId: root.id, sortOrder: 0 }))} counts={counts} />
          </Box>
        );
      })}
    </Container>
  );
}
