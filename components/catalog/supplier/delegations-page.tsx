import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getMerchantDelegations } from '@/api/cached';
import { formatJalaliDate } from '@/lib/persian';
import { supplierDelegationsHref, supplierHref } from '@/lib/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { EmptyState } from '@/components/ui/empty-state';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { VisitTracker } from '../visit-tracker';
import { positiveChipSx } from '../ui/a11y-styles';
import { loadCanonicalSupplier, loadSupplier } from './load-supplier';
import { supplierJsonLd } from './supplier-page';
import { JsonLd } from '@/components/seo/json-ld-script';

export type DelegationsRouteParams = { supplierId: string; name?: string[] };
const pathOf = (p: DelegationsRouteParams) => `/supplier/${p.supplierId}/merchantDelegations/${(p.name ?? []).join('/')}`;
/** Delegations are few per supplier; one page holds them all. */
const ALL = 100;

export async function delegationsMetadata(params: DelegationsRouteParams): Promise<Metadata> {
  const supplier = await loadSupplier(params.supplierId, pathOf(params));
  const t = await getTranslations('delegationsPage');
  return pageMetadata({
    title: t('title', { name: supplier.name }),
    description: t('description', { name: supplier.name, count: supplier.counts.merchantDelegations }),
    path: supplierDelegationsHref(supplier),
    unlisted: !supplier.isListed,
  });
}

/** `/supplier/{supplierId}/merchantDelegations/{name}`: the merchants a supplier has delegated to. */
export async function DelegationsPage(params: DelegationsRouteParams) {
  const supplier = await loadCanonicalSupplier(params.supplierId, params.name, pathOf(params), supplierDelegationsHref);
  const [t, ts, page] = await Promise.all([
    getTranslations('delegationsPage'),
    getTranslations('supplierPage'),
    getMerchantDelegations({ supplierId: supplier.id, pageSize: ALL }),
  ]);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs
        items={[
          { name: supplier.name, href: supplierHref(supplier) },
          { name: t('crumb'), href: supplierDelegationsHref(supplier) },
        ]}
      />
      <JsonLd data={supplierJsonLd(supplier)} />
      <VisitTracker pageKind="supplier" objectId={supplier.id} loginPerPage={`supplier-${supplier.id}`} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 } }}>
        {t('title', { name: supplier.name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{t('intro')}</Typography>
      {page.items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
          <Table aria-label={t('title', { name: supplier.name })} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colMerchant')}</TableCell>
                <TableCell>{t('colScope')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('colCategory')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('colValidity')}</TableCell>
                <TableCell>{t('colStatus')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.items.map((d) => (
                <TableRow key={d.id}>
                  <TableCell sx={{ fontWeight: 700 }}>
                    {d.merchant.name}
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}>
                      {d.category?.name ?? ts('allCategories')}
                    </Typography>
                  </TableCell>
                  <TableCell>{ts(`scope.${d.scope}`)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{d.category?.name ?? ts('allCategories')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {d.validTo
                      ? t('validity', { from: formatJalaliDate(d.validFrom), to: formatJalaliDate(d.validTo) })
                      : t('validityOpen', { from: formatJalaliDate(d.validFrom) })}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" sx={d.isCurrent ? positiveChipSx : undefined} label={d.isCurrent ? t('current') : t('notCurrent')} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Container>
  );
}
