import { getTranslations } from 'next-intl/server';
import { getCommentTree } from '@/api/cached';
import { optionalRead } from '@/components/catalog/ui/optional-read';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import type { Page } from '@/api/contract/content';
import { PageBreadcrumbs, type Crumb } from '@/components/catalog/ui/page-breadcrumbs';
import { RichText } from '@/components/catalog/ui/rich-text';
import { onPageText } from '@/components/catalog/ui/a11y-styles';
import { VisitTracker } from '@/components/catalog/visit-tracker';
import { JsonLd } from '@/components/seo/json-ld-script';
import { articleJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { contentLabelHref, supplierContentListHref } from '@/lib/routes';
import { formatJalaliDate, formatNumber, toPersianDigits } from '@/lib/persian';
import { plainText } from '@/lib/rich-text';
import { CommentSection } from './comment-section';
import { LikeButton } from './like-button';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { NotesPanel } from '@/components/notes/notes-panel';
import styles from './content.module.css';

/**
 * A content page as readers get it: the trail, title, when and by whom, the body, its labels,
 * a like, the reader's own notes and the comments. Everything but the like's state, the notes and
 * the comments is in the HTML. The site's own pages (`sitePage`: about, terms) have neither.
 */
export async function ArticleView({ page, crumbs, path, sitePage = false }: { page: Page; crumbs: Crumb[]; path: string; sitePage?: boolean }) {
  const [t, tc, tree] = await Promise.all([
    getTranslations('content.page'),
    getTranslations('common'),
    sitePage ? null : optionalRead(getCommentTree(page.id), 'comment tree'),
  ]);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={crumbs} />
      <JsonLd
        data={articleJsonLd({
          headline: page.title,
          description: page.summary || plainText(page.body).slice(0, 200),
          url: absoluteUrl(path),
          datePublished: page.publishedAt,
          dateModified: page.updatedAt,
          image: page.image ? absoluteUrl(page.image) : null,
          publisher: tc('siteName'),
          author: page.supplier?.name,
        })}
      />
      <VisitTracker pageKind="page" objectId={page.id} />
      <article className={styles.article}>
        <h1 className={styles.title}>{toPersianDigits(page.title)}</h1>
        <p className={styles.meta}>
          {page.contentType ? <span>{page.contentType.name}</span> : null}
          {page.supplier ? (
            <MuiLink href={supplierContentListHref(page.supplier)} sx={onPageText}>{t('bySupplier', { name: page.supplier.name })}</MuiLink>
          ) : null}
          {page.publishedAt ? <time dateTime={page.publishedAt}>{formatJalaliDate(page.publishedAt)}</time> : null}
          <span>{t('visits', { count: formatNumber(page.visitCount) })}</span>
        </p>
        {page.summary ? <p className={styles.summary}>{toPersianDigits(page.summary)}</p> : null}
        <RichText text={page.body} underTitle />
        {page.labels.length > 0 ? (
          <ul className={styles.labels} aria-label={t('labels')}>
            {page.labels.map((l) => (
              <li key={l.id}>
                <a className={styles.label} href={contentLabelHref(l.title)}>
                  {l.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ClientMessages namespaces={['content']}>
          <div className={styles.actions}>
            <LikeButton pageId={page.id} initialCount={page.likeCount} />
            <FavoriteButton pageKind="page" objectId={page.id} name={page.title} />
          </div>
          {/* The notes tab «مطالب» under /profile/notes had nothing that could fill it. */}
          {sitePage ? null : <NotesPanel pageKind="page" objectId={page.id} />}
          {sitePage ? null : <CommentSection pageId={page.id} initialTree={tree ?? undefined} />}
        </ClientMessages>
      </article>
    </Container>
  );
}
