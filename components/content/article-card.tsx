import Link from 'next/link';
import type { PageSummary } from '@/api/contract/content';
import { contentPageHref } from '@/lib/routes';
import { formatJalaliDate, toPersianDigits } from '@/lib/persian';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import cards from '@/components/catalog/ui/cards.module.css';
import styles from './content.module.css';

/** One article in a list: its title as the link, its summary, its type and day; the heart keeps it. */
export function ArticleCard({ page, headingLevel = 'h2' }: { page: PageSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Link href={contentPageHref(page)} className={styles.cardLink}>
        <Heading className={styles.cardTitle}>{toPersianDigits(page.title)}</Heading>
        {page.summary ? <p className={styles.cardText}>{toPersianDigits(page.summary)}</p> : null}
        <p className={styles.cardMeta}>
          {[page.contentType?.name, page.supplier?.name, page.publishedAt ? formatJalaliDate(page.publishedAt) : null].filter(Boolean).join('، ')}
        </p>
      </Link>
      <div className={cards.heart}>
        <FavoriteButton pageKind="page" objectId={page.id} name={page.title} />
      </div>
    </article>
  );
}
