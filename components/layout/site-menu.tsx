import { getTranslations } from 'next-intl/server';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { categoryHref, categoryTypeHref } from '@/lib/routes';
import { getSiteMenus } from './get-site-menus';
import { SiteMenuCloser } from './site-menu-closer';
import { flatLinks, readMenu } from './content-links';
import styles from './site-menu.module.css';

export const SITE_MENU_ID = 'site-menu';

/**
 * Phones and tablets: the category menu as HTML that works before any script has run (ADR 9).
 * A `<details>` opens a panel from the start edge on the first tap; its summary's backdrop closes
 * it. Each category type opens its root categories; the type's own page lists the rest. Once the
 * page's scripts run, {@link SiteMenuCloser} also closes it from its close button, on Escape, when
 * the focus leaves it, and after a navigation.
 */
export async function SiteMenu() {
  const [t, tt, menus, header] = await Promise.all([getTranslations('common'), getTranslations('categoryTypes'), getSiteMenus(), readMenu('header')]);
  const links = flatLinks(header);
  return (
    <details id={SITE_MENU_ID} className={styles.menu} data-control="site-menu">
      <summary className={styles.button} aria-label={t('menu')} title={t('menu')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </svg>
      </summary>
      <div id={`${SITE_MENU_ID}-panel`} className={styles.panel}>
        <div className={styles.head}>
          <p className={styles.title}>{t('categories')}</p>
          {/* Closes once the page's scripts run (SiteMenuCloser); before them the backdrop does. */}
          <button type="button" className={styles.close} data-site-menu-close aria-label={t('closeMenu')} title={t('closeMenu')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
            </svg>
          </button>
        </div>
        <nav aria-label={t('categories')}>
          <ul className={styles.list}>
            {CATEGORY_TYPES.map((type) => (
              <li key={type}>
                <details className={styles.branch}>
                  <summary className={styles.branchTitle}>{tt(type)}</summary>
                  <ul className={styles.list}>
                    <li>
                      <a className={styles.all} href={categoryTypeHref(type)}>
                        {t('allOfType', { type: tt(type) })}
                      </a>
                    </li>
                    {(menus[type] ?? []).map((root) => (
                      <li key={root.id}>
                        <a className={styles.link} href={categoryHref(root)}>
                          {root.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
        {links.length > 0 ? (
          <>
            <p className={styles.title}>{t('contentMenu')}</p>
            <nav aria-label={t('contentMenu')}>
              <ul className={styles.list}>
                {links.map((l) => (
                  <li key={l.id}>
                    <a className={styles.link} href={l.url!}>
                      {l.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
      </div>
      <SiteMenuCloser menuId={SITE_MENU_ID} />
    </details>
  );
}
