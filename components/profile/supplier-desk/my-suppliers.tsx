'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { mySuppliersQuery } from '@/api/supplier-desk';
import type { OwnedSupplier } from '@/api/contract/supplier-desk';
import { EmptyState } from '@/components/ui/empty-state';
import { toPersianDigits } from '@/lib/persian';
import { supplierHref } from '@/lib/routes';
import { Picture } from '@/components/catalog/ui/picture';
import { deskHref } from './desk-routes';
import { LoadError } from './load-error';
import { OpenStorefrontForm } from './open-storefront-form';

/** "My suppliers": every storefront the user owns, each with its way into the desk. */
export function MySuppliers() {
  const t = useTranslations('supplierDesk');
  const suppliers = useQuery(mySuppliersQuery());
  const [opening, setOpening] = useState(false);
  if (suppliers.isPending) return <Skeleton variant="rounded" height={120} />;
  if (suppliers.isError) return <LoadError onRetry={() => suppliers.refetch()} />;
  if (suppliers.data.length === 0) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <EmptyState icon={<StorefrontOutlined />} title={t('empty')} description={t('emptyHint')} />
        <OpenStorefrontForm />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {suppliers.data.map((supplier) => (
          <SupplierRow key={supplier.id} supplier={supplier} />
        ))}
      </Box>
      {opening ? (
        <OpenStorefrontForm />
      ) : (
        <Button variant="outlined" startIcon={<AddBusinessOutlined />} onClick={() => setOpening(true)} sx={{ justifySelf: 'start' }}>
          {t('open.another')}
        </Button>
      )}
    </Box>
  );
}

function SupplierRow({ supplier }: { supplier: OwnedSupplier }) {
  const t = useTranslations('supplierDesk');
  const name = toPersianDigits(supplier.name);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ width: 56, height: 56, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', flexShrink: 0, '& img': { width: '100%', height: '100%', objectFit: 'cover' } }}>
        {supplier.logo ? <Picture src={supplier.logo} alt="" sizes="56px" width={56} height={56} /> : null}
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          {supplier.isVerified ? (
            <Chip size="small" color="success" variant="outlined" icon={<VerifiedOutlined />} label={t('verified')} />
          ) : (
            <Chip size="small" variant="outlined" label={t('notVerified')} />
          )}
          {!supplier.isActive ? <Chip size="small" color="warning" label={t('inactive')} /> : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {supplier.city ? `${supplier.city.name}، ` : ''}
            {t('counts', { products: supplier.productCount, published: supplier.publishedCount })}
          </Typography>
        </Box>
        {supplier.isActive && !supplier.isListed ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('notListed')}
          </Typography>
        ) : null}
      </Box>
      <Box component="nav" aria-label={t('sections', { name })} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} href={deskHref(supplier.id, 'products')} variant="contained" size="small">
          {t('products')}
        </Button>
        <Button component={Link} href={deskHref(supplier.id, 'orders')} variant={supplier.waitingOrderCount ? 'contained' : 'outlined'} color={supplier.waitingOrderCount ? 'warning' : 'primary'} size="small">
          {t('ordersWaiting', { count: supplier.waitingOrderCount })}
        </Button>
        <Button component={Link} href={deskHref(supplier.id)} variant="outlined" size="small">
          {t('storefront')}
        </Button>
        <Button component={Link} href={supplierHref(supplier)} size="small">
          {t('publicPage')}
        </Button>
      </Box>
    </Paper>
  );
}
