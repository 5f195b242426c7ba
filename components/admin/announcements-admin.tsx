'use client';

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useRouter } from 'next/navigation';
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
import { ANNOUNCEMENT_TEXT_MAX, ANNOUNCEMENT_TEXT_MIN, type Announcement } from '@/api/contract/content';
import { focusAfterRemoval } from '@/components/ui/focus-after-removal';
import { notify } from '@/components/ui/notifications';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { formatJalaliDateTime, formatNumber, toPersianDigits } from '@/lib/persian';
import { textLength } from '@/lib/text-length';
import { textOpening } from '@/lib/text-opening';

type Form = { text: string; linkUrl: string; linkText: string; startsAt: string; endsAt: string };

const blank = (): Form => ({ text: '', linkUrl: '', linkText: '', startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });

/** Site-wide notices: past, showing and coming; write, edit and remove. */
export function AnnouncementsAdmin() {
  const t = useTranslations('adminDesk.announcements');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const router = useRouter();
  const list = useQuery({ queryKey: [...adminKey, 'announcements'], queryFn: fetchAllAnnouncements });
  const [editing, setEditing] = useState<number | null>(null);
  // A live notice leaves every page of the site at once: asked first.
  const [removing, setRemoving] = useState<{ id: number; text: string } | null>(null);
  const [form, setForm] = useState<Form>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  const formBox = useRef<HTMLFormElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const listBox = useRef<HTMLUListElement>(null);
  // Where the keyboard goes once the list has rendered a save: back to the edited notice's «ویرایش»
  // (where it came from), or to the emptied form for the next one.
  const savedFocus = useRef<{ editOf: number | null } | null>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const saved = savedFocus.current;
    if (!saved) return;
    savedFocus.current = null;
    const row = saved.editOf === null ? null : listBox.current?.querySelector<HTMLElement>(`[data-edit="${saved.editOf}"]`);
    (row ?? textInput.current)?.focus();
    // Every read counts, an unchanged list too (a notice saved as it was), and a failed one.
  }, [list.dataUpdatedAt, list.errorUpdatedAt]);
  // When the list was read: what "showing now" is measured against.
  const now = list.dataUpdatedAt;
  const stateOf = (a: Announcement) => (Date.parse(a.endsAt) <= now ? 'past' : Date.parse(a.startsAt) > now ? 'coming' : 'showing');

  // The first field in error takes the focus once the errors are on the screen, and reads its error.
  function showErrors(next: typeof errors) {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formBox.current);
  }

  function edit(a: Announcement) {
    setEditing(a.id);
    setErrors({});
    setForm({ text: a.text, linkUrl: a.linkUrl ?? '', linkText: a.linkText ?? '', startsAt: a.startsAt, endsAt: a.endsAt });
    // The form is above the list: the cursor goes to what is being edited.
    textInput.current?.focus();
  }

  function cancelEdit() {
    const id = editing;
    setEditing(null);
    setForm(blank());
    setErrors({});
    if (id !== null) listBox.current?.querySelector<HTMLElement>(`[data-edit="${id}"]`)?.focus();
  }

  async function save() {
    if (saving.current) return;
    const unfinished = (['startsAt', 'endsAt'] as const).filter((key) => !form[key] || form[key] === 'invalid');
    // Said on the press, not by a save button greyed out with no reason (admin walkthrough).
    const tooShort = textLength(form.text.trim()) < ANNOUNCEMENT_TEXT_MIN;
    if (unfinished.length || tooShort) {
      showErrors({ ...(tooShort ? { text: t('textShort', { min: formatNumber(ANNOUNCEMENT_TEXT_MIN) }) } : {}), ...Object.fromEntries(unfinished.map((key) => [key, t('timeNeeded')])) });
      return;
    }
    saving.current = true;
    setBusy(true);
    setErrors({});
    try {
      await saveAnnouncement(
        { text: form.text, linkUrl: form.linkUrl || null, linkText: form.linkText || null, startsAt: form.startsAt, endsAt: form.endsAt },
        editing ?? undefined,
      );
      notify.success(t('saved'));
      // The bars above this page's header were drawn with the notices before the change.
      router.refresh();
      savedFocus.current = { editOf: editing };
      setEditing(null);
      setForm(blank());
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'announcements'] });
    } catch (error) {
      showErrors(isApiError(error) ? { ...error.fieldErrors, form: error.detail } : { form: t('failed') });
    }
    saving.current = false;
    setBusy(false);
  }

  async function remove(id: number) {
    setBusy(true);
    try {
      await deleteAnnouncement(id);
      notify.success(t('deleted'));
      router.refresh();
      removedAt.current = Math.max(0, list.data?.findIndex((a) => a.id === id) ?? 0);
      // The dialog closes once the list is without the notice, and then gives the focus to its place (`onExited`).
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'announcements'] });
      setRemoving(null);
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
      <Box component="form" ref={formBox} noValidate onSubmit={(e) => (e.preventDefault(), void save())} sx={{ display: 'grid', gap: 1, maxWidth: 640 }} aria-labelledby="announcement-form-title">
        <Typography id="announcement-form-title" component="h2" variant="h6">
          {editing ? t('editTitle') : t('newTitle')}
        </Typography>
        {errors.form && (
          <Alert severity="error" tabIndex={-1} data-form-error>
            {errors.form}
          </Alert>
        )}
        <TextField
          {...field('text', { required: true, multiline: true, minRows: 2 })}
          // How much room is left, as it is typed: past the limit the field takes no more.
          helperText={errors.text ?? t('textLength', { count: formatNumber(textLength(form.text)), max: formatNumber(ANNOUNCEMENT_TEXT_MAX) })}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TEXT_MAX } }}
          inputRef={textInput}
        />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
          <TextField {...field('linkUrl', { helperText: errors.linkUrl ?? t('linkHint'), slotProps: { htmlInput: { dir: 'ltr' } } })} />
          <TextField {...field('linkText')} />
          {(['startsAt', 'endsAt'] as const).map((key) => (
            <JalaliDateTimeField key={key} label={t(`fields.${key}`)} name={key} value={form[key]} onChange={(value) => setForm((f) => ({ ...f, [key]: value }))} error={errors[key]} required />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" aria-disabled={busy}>
            {t('save')}
          </Button>
          {editing && <Button onClick={cancelEdit}>{t('cancel')}</Button>}
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
        <Box component="ul" ref={listBox} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {list.data.map((a) => (
            <Box component="li" key={a.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={t(`states.${stateOf(a)}`)} color={stateOf(a) === 'showing' ? 'success' : 'default'} />
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{toPersianDigits(a.text)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('window', { from: formatJalaliDateTime(a.startsAt), to: formatJalaliDateTime(a.endsAt) })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" data-edit={a.id} onClick={() => edit(a)} aria-label={t('editOf', { opening: textOpening(toPersianDigits(a.text)) })}>
                  {t('edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving({ id: a.id, text: a.text })} aria-label={t('deleteOf', { opening: textOpening(toPersianDigits(a.text)) })}>
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
        onExited={() => {
          if (removedAt.current === null) return;
          focusAfterRemoval(listBox.current, '[data-edit]', removedAt.current, textInput.current);
          removedAt.current = null;
        }}
      />
    </Box>
  );
}
