import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getCategoryBreadcrumb, getPublicPages } from '@/api/cached';
import type { CategorySummary } from '@/api/contract/categories-extra';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { ensureCanonicalSlug, orNotFound, pageNotFound, pathOf, requireCategoryType, requireId } from '@/components/catalog/route-params';
import { pageMetadata } from '@/components/seo/page-metadata';
import { categoryContentsHref, categoryHref } from '@/lib/routes';
import { ArticleList } from '../article-list';

const PAGE_SIZE = 12;

export type CategoryContentParams = { categoryType: string; categoryId: string; name?: string[] };

async function load(params: CategoryContentParams): Promise<CategorySummary[]> {
  const path = pathOf('category', 'contents', params.categoryType, params.categoryId, params.name);
  const type = requireCategoryType(params.categoryType, path);
  const trail = await orNotFound(getCategoryBreadcrumb(requireId(params.categoryId, path)), path);
  if (trail.at(-1)!.categoryType !== type) pageNotFound(path);
  return trail;
}

export async function categoryContentMetadata(params: CategoryContentParams, page: number): Promise<Metadata> {
  const category = (await load(params)).at(-1)!;
  const t = await getTranslations('content.list');
  return pageMetadata({ title: t('categoryTitle', { name: category.name }), description: t('categoryDescription', { name: category.name }), path: categoryContentsHref(category), noindex: page > 1 });
}

/** `/category/contents/{categoryType}/{categoryId}/{name...}`: articles about a category. */
export async function CategoryContentPage({ params, page }: { params: CategoryContentParams; page: number }) {
  const trail = await load(params);
  const category = trail.at(-1)!;
  ensureCanonicalSlug(params.name, category.slug, categoryContentsHref(category));
  const t = await getTranslations('content.list');
  const list = await getPublicPages({ categoryId: category.id, pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs
        items={[...trail.map((c) => ({ name: c.name, href: categoryHref(c) })), { name: t('categoryCrumb'), href: categoryContentsHref(category) }]}
      />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
        {t('categoryTitle', { name: category.name })}
      </Typography>
      <ArticleList list={list} label={t('categoryTitle', { name: category.name })} path={categoryContentsHref(category)} />
    </Container>
  );
}
