import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { getCategoryChildren, getCategoryProperties, getItemsCount } from '@/api/cached';
import { categoryHref, categoryProductsHref, categoryPropertiesHref, categoryTypeHref } from '@/lib/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { VisitTracker } from '../visit-tracker';
import { onPageText } from '@/components/catalog/ui/a11y-styles';
import { SectionHeading } from '../ui/section-heading';
import { SectionSkeleton } from '../ui/skeletons';
import { categoryCrumbs, loadCanonicalCategory, loadCategory } from './load-category';
import { SubcategoryGrid } from './subcategory-grid';
import { CategorySuppliersSection } from './category-suppliers-section';
import { CategoryProductsSection } from './category-products-section';

export type CategoryRouteParams = { categoryId: string; name?: string[] };
const pathOf = (p: CategoryRouteParams) => `/category/${p.categoryId}/${(p.name ?? []).join('/')}`;

export async function categoryPageMetadata(params: CategoryRouteParams): Promise<Metadata> {
  const { category } = await loadCategory(params.categoryId, pathOf(params));
  const t = await getTranslations('categoryPage');
  const [count] = await getItemsCount({ ids: [category.id] });
  return pageMetadata({
    title: t('title', { name: category.name }),
    description: t('description', { name: category.name, products: count?.productCount ?? 0, suppliers: count?.supplierCount ?? 0 }),
    path: categoryHref(category),
  });
}

/** `/category/{categoryId}/{name...}`: a category's landing page. */
export async function CategoryPage(params: CategoryRouteParams) {
  const { category, lineage } = await loadCanonicalCategory(params.categoryId, params.name, pathOf(params), categoryHref);
  const [t, tt, children, properties, counts] = await Promise.all([
    getTranslations('categoryPage'),
    getTranslations('categoryTypes'),
    getCategoryChildren(category.id),
    getCategoryProperties(category.id),
    getItemsCount({ ids: [category.id] }),
  ]);
  const childCounts = children.length ? await getItemsCount({ ids: children.map((c) => c.id) }) : [];
  const own = counts[0];
  const filterable = properties.some((p) => p.isFilterable);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: tt(category.categoryType), href: categoryTypeHref(category.categoryType) }, ...categoryCrumbs(lineage)]} />
      <VisitTracker pageKind="category" objectId={category.id} />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
          {category.name}
        </Typography>
        {own ? (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>
            {t('counts', { products: own.productCount, suppliers: own.supplierCount })}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button href={categoryProductsHref(category)} variant="contained" startIcon={<ViewListOutlined />}>
            {t('allProducts')}
          </Button>
          {filterable ? (
            <Button href={categoryPropertiesHref(category)} variant="outlined" startIcon={<TuneOutlined />} sx={onPageText}>
              {t('filterByProperties')}
            </Button>
          ) : null}
        </Box>
      </Box>
      {children.length ? (
        <Box component="section" aria-labelledby="subcategories">
          <SectionHeading id="subcategories" title={t('subcategories')} />
          <SubcategoryGrid items={children} counts={childCounts} />
        </Box>
      ) : null}
      <Suspense fallback={<SectionSkeleton count={4} height={280} min={220} />}>
        <CategoryProductsSection category={category} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton />}>
        <CategorySuppliersSection category={category} />
      </Suspense>
    </Container>
  );
}
