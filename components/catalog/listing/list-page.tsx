import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';
import { PageBreadcrumbs, type Crumb } from '../ui/page-breadcrumbs';
import { PagedSection } from './paged-section';
import type { PagedSectionProps } from './paged-section';
import container from '@/components/layout/container.module.css';
import headings from '../ui/headings.module.css';
import styles from './list-page.module.css';

type Props = {
  crumbs: Crumb[];
  title: string;
  intro?: ReactNode;
  /** Links above the list (subcategories, other types). */
  nav?: ReactNode;
  navLabel?: string;
  list: PagedSectionProps;
  /** Name and URL of each entry of the first page, for the ItemList crawlers read. */
  entries: { name: string; href: string }[];
  children?: ReactNode;
};

/** The frame of every paged catalogue list page: breadcrumb, heading, list, ItemList data. */
export function ListPage({ crumbs, title, intro, nav, navLabel, list, entries, children }: Props) {
  return (
    <div className={`${container.lg} ${styles.page}`}>
      <PageBreadcrumbs items={crumbs} />
      <JsonLd data={itemListJsonLd(entries.map((e) => ({ name: e.name, url: absoluteUrl(e.href) })), { name: title })} />
      <header className={styles.header}>
        <h1 className={headings.pageTitle}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </header>
      {nav ? (
        <nav aria-label={navLabel} className={styles.nav}>
          {nav}
        </nav>
      ) : null}
      {children}
      <PagedSection {...list} />
    </div>
  );
}
