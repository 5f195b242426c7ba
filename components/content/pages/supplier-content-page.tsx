import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getPublicPages } from '@/api/cached';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { loadSupplier } from '@/components/catalog/supplier/load-supplier';
import { pageMetadata } from '@/components/seo/page-metadata';
import { supplierContentListHref, supplierHref } from '@/lib/routes';
import { ArticleList } from '../article-list';

const PAGE_SIZE = 12;

export async function supplierContentMetadata(rawId: string, page: number): Promise<Metadata> {
  const supplier = await loadSupplier(rawId, `/supplier/${rawId}/content-list`);
  const t = await getTranslations('content.list');
  return pageMetadata({ title: t('supplierTitle', { name: supplier.name }), description: t('supplierDescription', { name: supplier.name }), path: supplierContentListHref(supplier), noindex: page > 1, unlisted: !supplier.isListed });
}

/** `/supplier/{supplierId}/content-list`: the pages a supplier wrote. */
export async function SupplierContentPage({ rawId, page }: { rawId: string; page: number }) {
  const supplier = await loadSupplier(rawId, `/supplier/${rawId}/content-list`);
  const t = await getTranslations('content.list');
  const list = await getPublicPages({ supplierId: supplier.id, pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs
        items={[
          { name: supplier.name, href: supplierHref(supplier) },
          { name: t('supplierCrumb'), href: supplierContentListHref(supplier) },
        ]}
      />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
        {t('supplierTitle', { name: supplier.name })}
      </Typography>
      <ArticleList list={list} label={t('supplierTitle', { name: supplier.name })} path={supplierContentListHref(supplier)} />
    </Container>
  );
}
