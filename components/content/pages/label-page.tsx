import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getPagesByLabel } from '@/api/cached';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { orNotFound } from '@/components/catalog/route-params';
import { pageMetadata } from '@/components/seo/page-metadata';
import { contentLabelHref } from '@/lib/routes';
import { ArticleList } from '../article-list';

const PAGE_SIZE = 12;

const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw).normalize('NFC');
  } catch {
    return raw;
  }
};

export async function labelMetadata(raw: string, page: number): Promise<Metadata> {
  const title = decode(raw);
  const t = await getTranslations('content.list');
  await orNotFound(getPagesByLabel(title, { pageNumber: 1, pageSize: 1 }), `/contents/label/${raw}`);
  return pageMetadata({ title: t('labelTitle', { label: title }), description: t('labelDescription', { label: title }), path: contentLabelHref(title), noindex: page > 1 });
}

/** `/contents/label/{title}`: the articles with one label. */
export async function LabelPage({ raw, page }: { raw: string; page: number }) {
  const title = decode(raw);
  const t = await getTranslations('content.list');
  const list = await orNotFound(getPagesByLabel(title, { pageNumber: page, pageSize: PAGE_SIZE }), `/contents/label/${raw}`);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('labelTitle', { label: title }), href: contentLabelHref(title) }]} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
        {t('labelTitle', { label: title })}
      </Typography>
      <ArticleList list={list} label={t('labelTitle', { label: title })} path={contentLabelHref(title)} />
    </Container>
  );
}
