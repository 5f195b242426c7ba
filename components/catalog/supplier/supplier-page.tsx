import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
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
import { onPageText } from '@/components/catalog/ui/a11y-styles';
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
    <Box>
      <LinkChips label={t('productsByType')} links={supplier.categoryTypes.map((type) => ({ href: supplierProductsHref(supplier, type), label: t('allOfType', { type: tt(type) }) }))} />
      <Box sx={{ mt: 2 }}>
        <ListItems kind="products" items={products.items} label={t('products')} emptyTitle={t('noProducts')} />
      </Box>
    </Box>
  );
  const aboutPanel = (
    <Box sx={{ maxWidth: 760, lineHeight: 2 }}>
      {supplier.description ? <Box sx={{ mb: 2 }}>
          <RichText text={supplier.description} />
        </Box> : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
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
              <MuiLink component="a" href={`tel:${toLatinDigits(supplier.phone)}`} dir="ltr" sx={onPageText}>
                {toPersianDigits(supplier.phone)}
              </MuiLink>
            </dd>
          </>
        ) : null}
        {supplier.website ? (
          <>
            <dt>{t('website')}</dt>
            <dd>
              <MuiLink component="a" href={supplier.website} rel="nofollow noopener" target="_blank" dir="ltr" sx={onPageText}>
                {supplier.website.replace(/^https?:\/\//, '')}
              </MuiLink>
            </dd>
          </>
        ) : null}
        <dt>{t('memberSince')}</dt>
        <dd>{formatJalaliDate(supplier.createdAt)}</dd>
      </Box>
      {writings && writings.items.length > 0 ? (
        <Box component="section" aria-labelledby="supplier-writings" sx={{ mt: 3 }}>
          <Box component="h3" id="supplier-writings" sx={{ fontSize: 16, fontWeight: 700, m: 0, mb: 1 }}>
            {t('writings')}
          </Box>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, lineHeight: 2.2 }}>
            {writings.items.map((page) => (
              <li key={page.id}>
                <MuiLink href={contentPageHref(page)} sx={onPageText}>
                  {toPersianDigits(page.title)}
                </MuiLink>
              </li>
            ))}
          </Box>
          <Button href={supplierContentListHref(supplier)} sx={{ mt: 1, ...onPageText }}>
            {t('allWritings', { count: writings.totalCount })}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
  const delegationsPanel =
    delegations && delegations.items.length ? (
      <Box>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, lineHeight: 2.2 }}>
          {delegations.items.map((d) => (
            <li key={d.id}>
              {t('delegationLine', { merchant: d.merchant.name, scope: t(`scope.${d.scope}`), category: d.category?.name ?? t('allCategories') })}
            </li>
          ))}
        </Box>
        <Button href={supplierDelegationsHref(supplier)} sx={{ mt: 1, ...onPageText }}>
          {t('allDelegations', { count: delegations.totalCount })}
        </Button>
      </Box>
    ) : (
      <EmptyState title={t('noDelegations')} />
    );
  const citiesPanel =
    cities && cities.length ? (
      <Box component="ul" aria-label={t('saleCities')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {cities.map((c) => (
          <Box component="li" key={c.id} sx={{ px: 1.5, py: 0.5, borderRadius: 4, border: 1, borderColor: c.isHomeCity ? 'primary.main' : 'divider', fontSize: 14 }}>
            {c.name}
            {c.isHomeCity ? ` (${t('homeCity')})` : ''}
          </Box>
        ))}
      </Box>
    ) : (
      <EmptyState title={t('noSaleCities')} />
    );

  const firstType = supplier.categoryTypes[0];
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
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
    </Container>
  );
}
