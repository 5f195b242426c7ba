'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { toPersianDigits } from '@/lib/persian/digits';

export type CardAddress = {
  id: number;
  title: string;
  province: string;
  city: string;
  addressLine: string;
  postalCode: string | null;
  plaque: string | null;
  unit: string | null;
  receiverName?: string;
  receiverPhone?: string;
  phone?: string | null;
  isDefault?: boolean;
};

const localPhone = (phone: string) => toPersianDigits(phone.startsWith('+98') ? `0${phone.slice(3)}` : phone);

type Props = {
  address: CardAddress;
  onEdit: () => void;
  onDelete: () => void;
  /** Delivery addresses: make this one the default. */
  onSelect?: () => void;
  selecting?: boolean;
  busy?: boolean;
};

/** One address as a card; the default one is outlined and labelled. */
export function AddressCard({ address, onEdit, onDelete, onSelect, selecting, busy }: Props) {
  const t = useTranslations('addressBook');
  const titleId = `address-${address.id}-title`;
  const details = [
    address.plaque ? t('plaqueValue', { value: toPersianDigits(address.plaque) }) : null,
    address.unit ? t('unitValue', { value: toPersianDigits(address.unit) }) : null,
    address.postalCode ? t('postalCodeValue', { value: toPersianDigits(address.postalCode) }) : null,
  ].filter(Boolean);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, borderWidth: address.isDefault ? 2 : 1, borderColor: address.isDefault ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {address.title}
        </Typography>
        {address.isDefault ? <Chip icon={<CheckCircle />} color="primary" size="small" label={t('default')} /> : null}
      </Box>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {toPersianDigits(`${address.province}، ${address.city}، ${address.addressLine}`)}
      </Typography>
      {details.length ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {details.join('، ')}
        </Typography>
      ) : null}
      {address.receiverName ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('receiverValue', { name: address.receiverName })} <bdi dir="ltr">{localPhone(address.receiverPhone ?? '')}</bdi>
        </Typography>
      ) : null}
      {address.phone ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('phone')}: <bdi dir="ltr">{localPhone(address.phone)}</bdi>
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        {onSelect && !address.isDefault ? (
          <Button size="small" variant="outlined" onClick={onSelect} disabled={busy || selecting}>
            {selecting ? t('selecting') : t('makeDefault')}
          </Button>
        ) : null}
        <Button size="small" startIcon={<EditOutlined />} onClick={onEdit} disabled={busy} aria-describedby={titleId}>
          {t('edit')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={onDelete} disabled={busy} aria-describedby={titleId}>
          {t('delete')}
        </Button>
      </Box>
    </Paper>
  );
}
