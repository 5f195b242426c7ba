import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { listHref, type ListState } from './list-state';
import styles from './sort-menu.module.css';

/**
 * The order of a list as a `<details>` of links (ADR 9): the first tap opens it and the second
 * loads the list in that order, before or after the page's scripts. Keyed by the order shown, so
 * a navigation inside the app renders it closed again.
 */
export async function SortMenu<S extends string>({ path, state, defaults, options }: { path: string; state: ListState<S>; defaults: ListState<S>; options: readonly S[] }) {
  const t = await getTranslations('catalog');
  const label = (option: S) => t(`sort.${option}` as 'sort.newest');
  return (
    <details key={state.sort} className={styles.menu} data-control="sort">
      <summary className={styles.button}>
        <span className={styles.label}>{t('sortLabel')}:</span> {label(state.sort)}
      </summary>
      <ul className={styles.options} aria-label={t('sortLabel')}>
        {options.map((option) => (
          <li key={option}>
            <Link className={styles.option} href={listHref(path, { page: 1, sort: option }, defaults)} aria-current={option === state.sort ? 'true' : undefined} scroll={false} rel="nofollow">
              {label(option)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
