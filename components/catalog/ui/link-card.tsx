import type { ReactNode } from 'react';
import Link from 'next/link';
import styles from './cards.module.css';

/** A card that is one link: a title and a few lines under it (categories, subcategories). */
export function LinkCard({ href, title, lines = [], accent, headingLevel = 'h3' }: { href: string; title: ReactNode; lines?: ReactNode[]; accent?: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.textCard}>
        <Heading className={styles.title}>{title}</Heading>
        {lines.map((line, i) => (
          <p key={i} className={styles.meta}>
            {line}
          </p>
        ))}
        {accent ? <p className={styles.accent}>{accent}</p> : null}
      </Link>
    </article>
  );
}
