import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getVideos } from '@/api/cached';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { Pager } from '@/components/catalog/listing/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { JsonLd } from '@/components/seo/json-ld-script';
import { videoJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { formatJalaliDate, formatNumber, toPersianDigits } from '@/lib/persian';
import { faqQueryOf } from './faq-page';
import styles from '../videos.module.css';
import search from '../faq.module.css';
import { SEARCH_TEXT_MAX } from '@/api/contract/limits';

const PAGE_SIZE = 12;

export const videoQueryOf = faqQueryOf;

export async function videosMetadata(q: string, page: number): Promise<Metadata> {
  const t = await getTranslations('content.videos');
  return pageMetadata({ title: t('title'), description: t('intro'), path: '/videos', noindex: Boolean(q) || page > 1 });
}

/** `/videos`: the site's videos with a player each (poster first, nothing loaded until played), searchable. */
export async function VideosPage({ q, page }: { q: string; page: number }) {
  const t = await getTranslations('content.videos');
  const list = await getVideos({ pageNumber: page, pageSize: PAGE_SIZE, text: q || undefined });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('title'), href: '/videos' }]} />
      {list.items.length > 0 ? (
        <JsonLd
          data={list.items.map((v) =>
            videoJsonLd({
              name: v.title,
              description: v.description,
              thumbnailUrl: absoluteUrl(v.posterUrl),
              contentUrl: absoluteUrl(v.videoUrl),
              uploadDate: v.publishedAt,
              durationSeconds: v.durationSeconds,
            }),
          )}
        />
      ) : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      <form role="search" action="/videos" method="get" className={search.search}>
        <input className={search.input} type="search" name="q" defaultValue={q} placeholder={t('searchPlaceholder')} aria-label={t('searchLabel')} maxLength={SEARCH_TEXT_MAX} />
        <button className={search.button} type="submit">
          {t('search')}
        </button>
      </form>
      {list.items.length === 0 ? (
        <EmptyState title={q ? t('none', { q }) : t('empty')} />
      ) : (
        <ul className={styles.grid} aria-label={t('title')}>
          {list.items.map((v) => (
            <li key={v.id}>
              <article className={styles.card} aria-labelledby={`video-${v.id}`}>
                <video className={styles.player} controls preload="none" poster={v.posterUrl} width={v.width} height={v.height} aria-labelledby={`video-${v.id}`}>
                  <source src={v.videoUrl} type="video/webm" />
                </video>
                <div className={styles.body}>
                  <h2 id={`video-${v.id}`} className={styles.title}>
                    {toPersianDigits(v.title)}
                  </h2>
                  <p className={styles.text}>{toPersianDigits(v.description)}</p>
                  <p className={styles.meta}>
                    {t('meta', { seconds: formatNumber(v.durationSeconds), date: formatJalaliDate(v.publishedAt) })}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.pageNumber} count={Math.ceil(list.totalCount / list.pageSize)} path="/videos" query={q ? `q=${encodeURIComponent(q)}` : ''} />
    </Container>
  );
}
