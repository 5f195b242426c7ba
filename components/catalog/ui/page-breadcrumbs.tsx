import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import Link from 'next/link';
import { JsonLd } from '@/components/seo/json-ld-script';
import { breadcrumbJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';
import { PlainIcon } from './plain-icon';
import styles from './page-breadcrumbs.module.css';

export type Crumb = { name: string; href: string };

/** The trail from the home page to this page, shown and given to crawlers as a BreadcrumbList. */
export async function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('catalog');
  const trail = [{ name: t('home'), href: '/' }, ...items];
  return (
    <>
      <nav aria-label={t('breadcrumb')} className={styles.trail}>
        <ol className={styles.list}>
          {trail.map((crumb, i) => (
            <Fragment key={crumb.href}>
              {i > 0 ? (
                <li aria-hidden className={styles.separator}>
                  <PlainIcon name="before" />
                </li>
              ) : null}
              <li>
                {i === trail.length - 1 ? (
                  <span aria-current="page" className={styles.current}>
                    {crumb.name}
                  </span>
                ) : (
                  <Link href={crumb.href} className={styles.crumb}>
                    {crumb.name}
                  </Link>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail.map((c) => ({ name: c.name, url: absoluteUrl(c.href) })))} />
    </>
  );
}
