'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminKey, deleteAnnouncement, fetchAllAnnouncements, saveAnnouncement } from '@/api/admin';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';
import { JalaliDateTimeField } from '@/components/profile/personal-info/jalali-date-time-field';
import { isApiError } from '@/api/errors';
import type { Announcement } from '@/api/contract/content';
import { notify } from '@/components/ui/notifications';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/persian';

type Form = { text: string; linkUrl: string; linkText: string; startsAt: string; endsAt: string };

const blank = (): Form => ({ text: '', linkUrl: '', linkText: '', startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });

/** Site-wide notices: past, showing and coming; write, edit and remove. */
export function AnnouncementsAdmin() {
  const t = useTranslations('adminDesk.announcements');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...adminKey, 'announcements'], queryFn: fetchAllAnnouncements });
  const [editing, setEditing] = useState<number | null>(null);
  // A live notice leaves every page of the site at once: asked first.
  const [removing, setRemoving] = useState<{ id: number; text: string } | null>(null);
  const [form, setForm] = useState<Form>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  // When the list was read: what "showing now" is measured against.
  const now = list.dataUpdatedAt;
  const stateOf = (a: Announcement) => (Date.parse(a.endsAt) <= now ? 'past' : Date.parse(a.startsAt) > now ? 'coming' : 'showing');

  async function save() {
    const unfinished = (['startsAt', 'endsAt'] as const).filter((key) => !form[key] || form[key] === 'invalid');
    if (unfinished.length) {
      setErrors(Object.fromEntries(unfinished.map((key) => [key, t('timeNeeded')])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await saveAnnouncement(
        { text: form.text, linkUrl: form.linkUrl || null, linkText: form.linkText || null, startsAt: form.startsAt, endsAt: form.endsAt },
        editing ?? undefined,
      );
      notify.success(t('saved'));
      setEditing(null);
      setForm(blank());
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'announcements'] });
    } catch (error) {
      setErrors(isApiError(error) ? { ...error.fieldErrors, form: error.detail } : { form: t('failed') });
    }
    setBusy(false);
  }

  async function remove(id: number) {
    setBusy(true);
    try {
      await deleteAnnouncement(id);
      notify.success(t('deleted'));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'announcements'] });
    } catch (error) {
      notify.apiError(error);
    }
    setBusy(false);
  }

  const field = (key: keyof Form, extra: Record<string, unknown> = {}) => ({
    label: t(`fields.${key}`),
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: !!errors[key],
    helperText: errors[key] ?? ' ',
    size: 'small' as const,
    ...extra,
  });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())} sx={{ display: 'grid', gap: 1, maxWidth: 640 }} aria-labelledby="announcement-form-title">
        <Typography id="announcement-form-title" component="h2" variant="h6">
          {editing ? t('editTitle') : t('newTitle')}
        </Typography>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField {...field('text', { required: true, multiline: true, minRows: 2 })} />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
          <TextField {...field('linkUrl', { helperText: errors.linkUrl ?? t('linkHint'), slotProps: { htmlInput: { dir: 'ltr' } } })} />
          <TextField {...field('linkText')} />
          {(['startsAt', 'endsAt'] as const).map((key) => (
            <JalaliDateTimeField key={key} label={t(`fields.${key}`)} name={key} value={form[key]} onChange={(value) => setForm((f) => ({ ...f, [key]: value }))} error={errors[key]} required />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy || form.text.trim().length < 3}>
            {t('save')}
          </Button>
          {editing && <Button onClick={() => (setEditing(null), setForm(blank()))}>{t('cancel')}</Button>}
        </Box>
      </Box>
      {list.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void list.refetch()}>{tc('retry')}</Button>}>
          {t('loadFailed')}
        </Alert>
      ) : list.isPending ? (
        <Skeleton variant="rectangular" height={100} />
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {list.data.map((a) => (
            <Box component="li" key={a.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={t(`states.${stateOf(a)}`)} color={stateOf(a) === 'showing' ? 'success' : 'default'} />
                <Typography sx={{ fontWeight: 600 }}>{toPersianDigits(a.text)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('window', { from: formatJalaliDateTime(a.startsAt), to: formatJalaliDateTime(a.endsAt) })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => (setEditing(a.id), setForm({ text: a.text, linkUrl: a.linkUrl ?? '', linkText: a.linkText ?? '', startsAt: a.startsAt, endsAt: a.endsAt }))}>
                  {t('edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving({ id: a.id, text: a.text })}>
                  {t('delete')}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteTitle')}
        message={removing ? t('deleteConfirm', { text: toPersianDigits(removing.text) }) : ''}
        confirmLabel={t('delete')}
        pending={busy}
        onConfirm={() => removing && void remove(removing.id)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
