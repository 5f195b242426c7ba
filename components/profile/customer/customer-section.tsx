'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { customerProfileQuery } from '@/api/customers';
import type { UserProfile } from '@/api/contract/users';
import { useUserStore } from '@/stores/user';
import { BecomeCustomer } from './become-customer';
import { CustomerProfileForm } from './customer-profile-form';
import { MerchantAgents } from './merchant-agents';

function CustomerProfile() {
  const t = useTranslations('customerProfile');
  const customer = useQuery(customerProfileQuery());
  const setCustomerInfo = useUserStore((s) => s.setCustomerInfo);
  useEffect(() => {
    if (customer.data) setCustomerInfo(customer.data);
  }, [customer.data, setCustomerInfo]);
  if (customer.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('loading')} />;
  if (customer.isError)
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void customer.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  return (
    <>
      <CustomerProfileForm key={customer.data.updatedAt} customer={customer.data} />
      <Divider sx={{ my: 3 }} />
      <MerchantAgents />
    </>
  );
}

/** Customers edit their customer profile and merchant agents; others may register as one. */
export function CustomerSection({ profile }: { profile: UserProfile }) {
  return <Box>{profile.roles.includes('customer') ? <CustomerProfile /> : <BecomeCustomer profile={profile} />}</Box>;
}
