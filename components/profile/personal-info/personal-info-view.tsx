'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meQuery } from '@/api/users';
import { useUserStore } from '@/stores/user';
import { ProfilePictureCard } from '../profile-picture/profile-picture-card';
import { CustomerSection } from '../customer/customer-section';
import { PersonalInfoForm } from './personal-info-form';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Picture, personal details and the customer profile, each a section of its own. */
export function PersonalInfoView() {
  const t = useTranslations('personalInfo');
  const me = useQuery(meQuery());
  const setProfileInfo = useUserStore((s) => s.setProfileInfo);
  useEffect(() => {
    if (me.data) setProfileInfo(me.data);
  }, [me.data, setProfileInfo]);

  if (me.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    );
  }
  if (me.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void me.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  }
  const profile = me.data;
  return (
    <Stack spacing={2.5}>
      <Section id="picture-title" title={t('pictureTitle')}>
        <ProfilePictureCard hasPicture={profile.hasProfilePicture} name={profile.displayName} />
      </Section>
      <Section id="details-title" title={t('detailsTitle')}>
        <PersonalInfoForm profile={profile} />
      </Section>
      <Section id="customer-title" title={t('customerTitle')}>
        <CustomerSection profile={profile} />
      </Section>
    </Stack>
  );
}
