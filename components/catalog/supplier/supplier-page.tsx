import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getCatalog, getMerchantDelegations, getPublicPages, getSaleCities } from '@/api/cached';
import type { SupplierDetail } from '@/api/contract/suppliers';
import { formatJalaliDate, toLatinDigits, toPersianDigits } from '@/lib/persian';
import { contentPageHref, supplierContentListHref, supplierDelegationsHref, supplierHref, supplierProductsHref, suppliersOfTypeHref } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { organizationJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { EmptyState } from '@/components/ui/empty-state';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { RichText } from '../ui/rich-text';
import { plainText } from '@/lib/rich-text';
import { optionalRead } from '../ui/optional-read';
import { ListItems } from '../listing/list-items';
import { LinkChips } from '../listing/link-chips';
import { VisitTracker } from '../visit-tracker';
import { LinkButton } from '../ui/link-button';
import container from '@/components/layout/container.module.css';
import styles from './supplier-page.module.css';
import { loadCanonicalSupplier, loadSupplier } from './load-supplier';
import { SupplierHeader } from './supplier-header';
import { NotesPanel } from '@/components/notes/notes-panel';
import { SupplierSections } from './supplier-sections';

export type SupplierRouteParams = { supplierId: string; name?: string[] };
const pathOf = (p: SupplierRouteParams) => `/supplier/${p.supplierId}/${(p.name ?? []).join('/')}`;

export async function supplierPageMetadata(params: SupplierRouteParams): Promise<Metadata> {
  const supplier = await loadSupplier(params.supplierId, pathOf(params));
  const t = await getTranslations('supplierPage');
  return pageMetadata({
    title: t('title', { name: supplier.name }),
    description: (supplier.description && plainText(supplier.description)) || t('description', { name: supplier.name, city: supplier.city?.name ?? '', count: supplier.counts.products }),
    path: supplierHref(supplier),
    image: supplier.logo,
    unlisted: !supplier.isListed,
  });
}

export function supplierJsonLd(supplier: SupplierDetail) {
  return organizationJsonLd({
    name: supplier.name,
    url: absoluteUrl(supplierHref(supplier)),
    logo: supplier.logo ? absoluteUrl(supplier.logo) : null,
    description: supplier.description ? plainText(supplier.description) : null,
    telephone: supplier.phone,
    website: supplier.website,
    foundingYear: supplier.foundedYear,
    address: { street: supplier.address, city: supplier.city?.name, region: supplier.city?.stateName },
  });
}

/** `/supplier/{supplierId}/{name...}`: a supplier's storefront. */
export async function SupplierPage(params: SupplierRouteParams) {
  const supplier = await loadCanonicalSupplier(params.supplierId, params.name, pathOf(params), supplierHref);
  const [t, tt, products, delegations, cities, writings] = await Promise.all([
    getTranslations('supplierPage'),
    getTranslations('categoryTypes'),
    getCatalog({ supplierId: supplier.id, pageSize: 8, sort: 'newest' }),
    optionalRead(getMerchantDelegations({ supplierId: supplier.id, isCurrent: true, pageSize: 6 }), 'supplier delegations'),
    optionalRead(getSaleCities(supplier.id), 'supplier sale cities'),
    optionalRead(getPublicPages({ supplierId: supplier.id, pageNumber: 1, pageSize: 3 }), 'supplier pages'),
  ]);

  const productsPanel = (
    <div>
      <LinkChips label={t('productsByType')} links={supplier.categoryTypes.map((type) => ({ href: supplierProductsHref(supplier, type), label: t('allOfType', { type: tt(type) }) }))} />
      <div className={styles.products}>
        <ListItems kind="products" items={products.items} label={t('products')} emptyTitle={t('noProducts')} />
      </div>
    </div>
  );
  const aboutPanel = (
    <div className={styles.about}>
      {supplier.description ? (
        <div className={styles.description}>
          <RichText text={supplier.description} />
        </div>
      ) : null}
      <dl className={styles.facts}>
        {supplier.address ? (
          <>
            <dt>{t('address')}</dt>
            <dd>{toPersianDigits(supplier.address)}</dd>
          </>
        ) : null}
        {supplier.urbanArea ? (
          <>
            <dt>{t('urbanArea')}</dt>
            <dd>{supplier.urbanArea.name}</dd>
          </>
        ) : null}
        {supplier.phone ? (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${toLatinDigits(supplier.phone)}`} dir="ltr" className={styles.link}>
                {toPersianDigits(supplier.phone)}
              </a>
            </dd>
          </>
        ) : null}
        {supplier.website ? (
          <>
            <dt>{t('website')}</dt>
            <dd>
              <a href={supplier.website} rel="nofollow noopener" target="_blank" dir="ltr" className={styles.link}>
                {supplier.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t('memberSince')}</dt>
        <dd>{formatJalaliDate(supplier.createdAt)}</dd>
      </dl>
      {writings && writings.items.length > 0 ? (
        <section aria-labelledby="supplier-writings" className={styles.writings}>
          <h3 id="supplier-writings" className={styles.writingsTitle}>
            {t('writings')}
          </h3>
          <ul className={styles.lines}>
            {writings.items.map((page) => (
              <li key={page.id}>
                <Link href={contentPageHref(page)} className={styles.link}>
                  {toPersianDigits(page.title)}
                </Link>
              </li>
            ))}
          </ul>
          <LinkButton href={supplierContentListHref(supplier)} className={styles.more}>
            {t('allWritings', { count: writings.totalCount })}
          </LinkButton>
        </section>
      ) : null}
    </div>
  );
  const delegationsPanel =
    delegations && delegations.items.length ? (
      <div>
        <ul className={styles.lines}>
          {delegations.items.map((d) => (
            <li key={d.id}>
              {t('delegationLine', { merchant: d.merchant.name, scope: t(`scope.${d.scope}`), category: d.category?.name ?? t('allCategories') })}
            </li>
          ))}
        </ul>
        <LinkButton href={supplierDelegationsHref(supplier)} className={styles.more}>
          {t('allDelegations', { count: delegations.totalCount })}
        </LinkButton>
      </div>
    ) : (
      <EmptyState title={t('noDelegations')} />
    );
  const citiesPanel =
    cities && cities.length ? (
      <ul aria-label={t('saleCities')} className={styles.cities}>
        {cities.map((c) => (
          <li key={c.id} className={c.isHomeCity ? styles.homeCity : undefined}>
            {c.name}
            {c.isHomeCity ? ` (${t('homeCity')})` : ''}
          </li>
        ))}
      </ul>
    ) : (
      <EmptyState title={t('noSaleCities')} />
    );

  const firstType = supplier.categoryTypes[0];
  return (
    <div className={`${container.lg} ${styles.page}`}>
      <PageBreadcrumbs
        items={[
          ...(firstType ? [{ name: t('suppliersOfType', { type: tt(firstType) }), href: suppliersOfTypeHref(firstType) }] : []),
          { name: supplier.name, href: supplierHref(supplier) },
        ]}
      />
      <JsonLd data={supplierJsonLd(supplier)} />
      <VisitTracker pageKind="supplier" objectId={supplier.id} loginPerPage={`supplier-${supplier.id}`} />
      <SupplierHeader supplier={supplier} />
      <NotesPanel pageKind="supplier" objectId={supplier.id} />
      <SupplierSections
        label={t('sections')}
        sections={[
          { id: 'products', label: t('products'), content: productsPanel },
          { id: 'about', label: t('about'), content: aboutPanel },
          { id: 'delegations', label: t('delegations'), content: delegationsPanel },
          { id: 'saleCities', label: t('saleCities'), content: citiesPanel },
        ]}
      />
    </div>
  );
}
