'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { meQuery } from '@/api/users';
import { DeliveryAddresses } from './delivery-addresses';
import { PersonAddresses } from './person-addresses';

type TabKey = 'delivery' | 'person';

/** Delivery addresses (where orders go, one default) and the person's own addresses, as tabs. */
export function AddressBook() {
  const t = useTranslations('addressBook');
  const [tab, setTab] = useState<TabKey>('delivery');
  const me = useQuery(meQuery());
  const panel = (key: TabKey) => ({ role: 'tabpanel', id: `addresses-${key}`, 'aria-labelledby': `addresses-${key}-tab`, hidden: tab !== key });
  return (
    <>
      <Tabs value={tab} onChange={(_, next: TabKey) => setTab(next)} aria-label={t('tabs')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="delivery" label={t('deliveryTab')} id="addresses-delivery-tab" aria-controls="addresses-delivery" />
        <Tab value="person" label={t('personTab')} id="addresses-person-tab" aria-controls="addresses-person" />
      </Tabs>
      <Box {...panel('delivery')}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('deliveryIntro')}</Typography>
        <DeliveryAddresses />
      </Box>
      <Box {...panel('person')}>
        {tab === 'person' ? (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('personIntro')}</Typography>
            {me.data ? <PersonAddresses personId={me.data.personId} /> : null}
          </>
        ) : null}
      </Box>
    </>
  );
}
