import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { readMenu } from './content-links';
import container from './container.module.css';
import { jalaliYearOf } from '@/lib/persian/dates';
import styles from './site-footer.module.css';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const tc = await getTranslations('common');
  const tt = await getTranslations('categoryTypes');
  const menu = await readMenu('footer');
  // The footer's groups from the website menu; without it (an API outage), the guide's four links.
  const groups = menu.length
    ? menu.map((g) => ({ title: g.title, links: g.children.filter((c) => c.url).map((c) => ({ href: c.url!, label: c.title })) }))
    : [
        {
          title: t('links'),
          links: [
            { href: '/how-it-work', label: t('howItWorks') },
            { href: '/faq', label: t('faq') },
            { href: '/videos', label: t('videos') },
            { href: '/feedback', label: t('feedback') },
          ],
        },
      ];
  return (
    <footer className={styles.footer}>
      <div className={container.lg}>
        <div className={styles.grid}>
          <div className={styles.about}>
            <p className={styles.name}>{tc('siteName')}</p>
            <p className={styles.aboutText}>{t('about')}</p>
          </div>
          <div className={styles.group}>
            <h2 className={styles.heading}>{tc('categories')}</h2>
            <ul className={styles.links}>
              {CATEGORY_TYPES.map((type) => (
                <li key={type}>
                  <Link href={`/category/categoryType/${type}`}>{tt(type)}</Link>
                </li>
              ))}
            </ul>
          </div>
          {groups.map((group) => (
            <div key={group.title} className={styles.group}>
              <h2 className={styles.heading}>{group.title}</h2>
              <ul className={styles.links}>
                {group.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className={styles.copyright}>
          {t('copyright', { year: jalaliYearOf(new Date()) })}
        </p>
      </div>
    </footer>
  );
}
