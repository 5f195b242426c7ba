import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { getAnnouncements } from '@/api/cached';
import { optionalRead } from '@/components/catalog/ui/optional-read';
import { WORKS_WITHOUT_SCRIPTS } from '@/lib/hydration/hydration-gate';
import { toPersianDigits } from '@/lib/persian';
import { ANNOUNCEMENT_ATTRIBUTE, DISMISS_ANNOUNCEMENT_ATTRIBUTE } from './announcement-early';
import styles from './announcement-bar.module.css';

/**
 * The site-wide notices showing now, one bar each above the header. The same HTML for every
 * visitor (shared pages); closing one is the inline script's work (announcement-early.ts).
 */
export async function AnnouncementBar() {
  const list = await optionalRead(getAnnouncements(), 'announcements');
  if (!list?.length) return null;
  const t = await getTranslations('common');
  return (
    <>
      {list.map((a) => (
        <div key={a.id} className={styles.bar} role="region" aria-label={t('announcement')} {...{ [ANNOUNCEMENT_ATTRIBUTE]: a.id }}>
          <p className={styles.text}>
            {toPersianDigits(a.text)}
            {a.linkUrl ? (
              <>
                {' '}
                <Link href={a.linkUrl} className={styles.link}>
                  {a.linkText || t('announcementMore')}
                </Link>
              </>
            ) : null}
          </p>
          <button type="button" className={styles.close} aria-label={t('announcementClose')} {...WORKS_WITHOUT_SCRIPTS} {...{ [DISMISS_ANNOUNCEMENT_ATTRIBUTE]: a.id }}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </>
  );
}
