import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MegaMenu } from './mega-menu';
import { SiteMenu } from './site-menu';
import { HeaderSearchOfPage } from './header-search-of-page';
import { AccountButton } from './account-button';
import { flatLinks, readMenu } from './content-links';
import container from './container.module.css';
import styles from './site-header.module.css';

export async function SiteHeader() {
  const [t, menu] = await Promise.all([getTranslations('common'), readMenu('header')]);
  const links = flatLinks(menu);
  return (
    <header className={styles.bar}>
      <div className={`${container.lg} ${container.flush}`}>
        <div className={styles.toolbar}>
          <SiteMenu />
          <Link href="/" className={styles.brand}>
            {t('siteName')}
          </Link>
          <div className={styles.searchWide}>
            <HeaderSearchOfPage />
          </div>
          <div className={styles.spacer} />
          <AccountButton />
        </div>
        <div className={styles.searchNarrow}>
          <HeaderSearchOfPage />
        </div>
        <div className={styles.menus}>
          <MegaMenu />
          {links.length > 0 ? (
            <nav aria-label={t('contentMenu')} className={styles.contentNav}>
              <ul className={styles.contentLinks}>
                {links.map((l) => (
                  <li key={l.id}>
                    <Link href={l.url!}>{l.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </header>
  );
}
