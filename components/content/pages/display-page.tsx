import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getPublicPages } from '@/api/cached';
import { AdvertisedProducts, AdvertisedSuppliers } from '@/components/home/advertised-sections';
import { CardGrid } from '@/components/catalog/ui/card-grid';
import { SectionHeading } from '@/components/catalog/ui/section-heading';
import { optionalRead } from '@/components/catalog/ui/optional-read';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ArticleCard } from '../article-card';

export async function displayMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.display');
  return pageMetadata({ title: t('title'), description: t('intro'), path: '/display' });
}

/** `/display`: the showcase — advertised products and suppliers, and the newest articles. */
export async function DisplayPage() {
  const t = await getTranslations('content.display');
  const articles = await optionalRead(getPublicPages({ pageNumber: 1, pageSize: 6 }), 'display articles');
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('intro')}</Typography>
      </Container>
      <AdvertisedProducts />
      <AdvertisedSuppliers />
      {articles && articles.items.length > 0 ? (
        <Container maxWidth="lg" component="section" aria-labelledby="display-articles" sx={{ pt: 5 }}>
          <SectionHeading id="display-articles" title={t('articles')} />
          <CardGrid min={280} label={t('articles')}>
            {articles.items.map((page) => (
              <li key={page.id}>
                <ArticleCard page={page} headingLevel="h3" />
              </li>
            ))}
          </CardGrid>
        </Container>
      ) : null}
    </>
  );
}
