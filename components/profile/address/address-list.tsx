'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/notifications';
import { toPersianDigits } from '@/lib/persian/digits';
import { AddressCard, type CardAddress } from './address-card';
import { AddressDialog, type AddressPayload } from './address-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { emptyAddress, type AddressKind, type AddressValues } from './address-validation';

type Props<T extends CardAddress> = {
  kind: AddressKind;
  addresses: T[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  create: (payload: AddressPayload) => Promise<unknown>;
  update: (id: number, payload: AddressPayload) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  select?: (id: number) => Promise<unknown>;
};

const valuesOf = (a: CardAddress & { cityId?: number | null }): AddressValues => ({
  ...emptyAddress,
  title: a.title,
  province: a.province,
  cityId: a.cityId ?? null,
  city: a.city,
  addressLine: a.addressLine,
  // Numbers are shown in Persian digits, as everywhere else; the checks and the API read both.
  postalCode: a.postalCode ? toPersianDigits(a.postalCode) : '',
  plaque: a.plaque ?? '',
  unit: a.unit ?? '',
  receiverName: a.receiverName ?? '',
  receiverPhone: a.receiverPhone ? toPersianDigits(`0${a.receiverPhone.replace(/^\+98/, '')}`) : '',
  isDefault: a.isDefault ?? false,
  phone: a.phone ? toPersianDigits(a.phone) : '',
});

/** A list of addresses with add, edit, delete (confirmed) and, for delivery, «make default». */
export function AddressList<T extends CardAddress & { cityId?: number | null }>(props: Props<T>) {
  const { kind, addresses, loading, failed, onRetry, create, update, remove, select } = props;
  const t = useTranslations('addressBook');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(id: number, action: () => Promise<unknown>, done: string) {
    setBusyId(id);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusyId(null);
    }
  }

  const addButton = (
    <Button variant="contained" startIcon={<AddLocationAltOutlined />} onClick={() => setEditing('new')}>
      {t('addNew')}
    </Button>
  );

  let body;
  if (loading) {
    body = (
      <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  } else if (failed) {
    body = (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  } else if (!addresses?.length) {
    body = <EmptyState icon={<PlaceOutlined />} title={t(kind === 'delivery' ? 'emptyDelivery' : 'emptyPerson')} description={t('emptyHint')} action={addButton} />;
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              busy={busyId !== null}
              selecting={busyId === address.id}
              onEdit={() => setEditing(address)}
              onDelete={() => setDeleting(address)}
              onSelect={select ? () => run(address.id, () => select(address.id), t('defaultChanged')) : undefined}
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <>
      {addresses?.length ? <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{addButton}</Box> : null}
      {body}
      {editing ? (
        <AddressDialog
          kind={kind}
          editing={editing !== 'new'}
          initial={editing === 'new' ? { ...emptyAddress, isDefault: kind === 'delivery' && !addresses?.length } : valuesOf(editing)}
          onSubmit={(payload) => (editing === 'new' ? create(payload) : update(editing.id, payload))}
          onSaved={() => {
            notify.success(editing === 'new' ? t('added') : t('updated'));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={deleting ? t('deleteMessage', { title: deleting.title }) : ''}
        confirmLabel={t('delete')}
        pending={deleting !== null && busyId === deleting.id}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(deleting.id, () => remove(deleting.id), t('deleted'));
          setDeleting(null);
        }}
      />
    </>
  );
}
