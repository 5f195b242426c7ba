'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { contentKey, fetchContentTypeTree } from '@/api/content';
import { isApiError } from '@/api/errors';
import { toPersianDigits } from '@/lib/persian';
import type { ContentTypeNode, Page, PageInput } from '@/api/contract/content';
import { RichTextEditor } from './rich-text-editor';
import { KeptDraftNotice } from '@/components/ui/kept-draft/kept-draft-notice';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { textLength } from '@/lib/text-length';

type Form = { title: string; summary: string; body: string; contentTypeId: number | ''; labels: string; isPublished: boolean };

const formOf = (page: Page | null): Form => ({
  title: page?.title ?? '',
  summary: page?.summary ?? '',
  body: page?.body ?? '',
  contentTypeId: page?.contentType?.id ?? '',
  labels: page?.labels.map((l) => l.title).join('، ') ?? '',
  isPublished: page?.isPublished ?? false,
});

/** The types an article may be filed under (not the site's own pages), with their depth for indenting. */
const articleTypes = (nodes: ContentTypeNode[], depth = 0): { id: number; name: string; depth: number }[] =>
  nodes.filter((n) => n.pageType !== 'static').flatMap((n) => [{ id: n.id, name: n.name, depth }, ...articleTypes(n.children, depth + 1)]);

function readDraft(key: string): Partial<Form> | null {
  try {
    const kept = localStorage.getItem(key);
    return kept ? (JSON.parse(kept) as Partial<Form>) : null;
  } catch {
    // A draft that cannot be read is left alone.
    return null;
  }
}

/**
 * The server names a label's problem by its place (`labels.1`); the form has one field for all of
 * them, so its error says which label it is (the first one refused).
 */
function labelError(fieldErrors: Record<string, string>, name: (place: string, message: string) => string): { labels?: string } {
  const key = Object.keys(fieldErrors).find((k) => k === 'labels' || k.startsWith('labels.'));
  if (!key) return {};
  const place = key.split('.')[1];
  return { labels: place === undefined ? fieldErrors[key] : name(toPersianDigits(Number(place) + 1), fieldErrors[key]) };
}

/**
 * A content page's form: title, summary, type, labels, the rich-text body and whether it is
 * published. What is typed is kept in the browser (`draftKey`) until it is saved, so a closed tab or
 * a failed save loses nothing.
 */
export function PageEditor({ page, draftKey, onSave, onDone }: { page: Page | null; draftKey: string; onSave: (input: PageInput) => Promise<Page>; onDone: (page: Page) => void }) {
  const t = useTranslations('content.editor');
  const types = useQuery({ queryKey: [...contentKey, 'types'], queryFn: fetchContentTypeTree, staleTime: 3_600_000 });
  // A draft kept in this browser wins over the saved page (the editor only renders in the browser).
  const [draft] = useState(() => readDraft(draftKey));
  const [form, setForm] = useState<Form>(() => (draft ? { ...formOf(page), ...draft } : formOf(page)));
  const [restored, setRestored] = useState(draft !== null);
  // The body's editor reads its text once: another text is given by mounting it again.
  const [bodyGeneration, setBodyGeneration] = useState(0);

  /** Back to the page as saved: an edit left by closing the form came back with no way to drop it. */
  function discardDraft() {
    localStorage.removeItem(draftKey);
    setForm(formOf(page));
    setErrors({});
    setRestored(false);
    setBodyGeneration((n) => n + 1);
  }
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const formBox = useRef<HTMLFormElement>(null);
  function showErrors(next: typeof errors) {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formBox.current);
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => {
      const next = { ...f, [key]: value };
      try {
        localStorage.setItem(draftKey, JSON.stringify(next));
      } catch {
        // Storage full or refused: the form still works.
      }
      return next;
    });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function save() {
    const found: typeof errors = {};
    if (textLength(form.title.trim()) < 3) found.title = t('errors.title');
    if (!form.body.replace(/<[^>]*>/g, '').trim()) found.body = t('errors.body');
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    setBusy(true);
    try {
      const saved = await onSave({
        title: form.title.trim(),
        summary: form.summary.trim(),
        body: form.body,
        contentTypeId: form.contentTypeId === '' ? null : form.contentTypeId,
        categoryId: page?.category?.id ?? null,
        labels: form.labels.split(/[،,]/).map((l) => l.trim()).filter(Boolean).slice(0, 10),
        isPublished: form.isPublished,
      });
      localStorage.removeItem(draftKey);
      onDone(saved);
    } catch (error) {
      showErrors(isApiError(error) ? { ...error.fieldErrors, ...labelError(error.fieldErrors, (place, message) => t('labelError', { place, message })), form: error.detail } : { form: t('failed') });
    }
    setBusy(false);
  }

  return (
    <Box component="form" ref={formBox} noValidate onSubmit={(e) => (e.preventDefault(), void save())} sx={{ display: 'grid', gap: 2 }}>
      {restored && <KeptDraftNotice onDiscard={discardDraft} message={t('restored')} />}
      {errors.form && (
        <Alert severity="error" data-form-error tabIndex={-1}>
          {errors.form}
        </Alert>
      )}
      <TextField label={t('title')} value={form.title} onChange={(e) => set('title', e.target.value)} error={!!errors.title} helperText={errors.title} required slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField label={t('summary')} value={form.summary} onChange={(e) => set('summary', e.target.value)} multiline minRows={2} error={!!errors.summary} helperText={errors.summary ?? t('summaryHint')} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
        <TextField select label={t('type')} value={form.contentTypeId} onChange={(e) => set('contentTypeId', e.target.value === '' ? '' : Number(e.target.value))} error={!!errors.contentTypeId} helperText={errors.contentTypeId}>
          <MenuItem value="">{t('noType')}</MenuItem>
          {articleTypes(types.data ?? []).map((type) => (
            <MenuItem key={type.id} value={type.id} sx={{ paddingInlineStart: 2 + type.depth * 2 }}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('labels')} value={form.labels} onChange={(e) => set('labels', e.target.value)} error={!!errors.labels} helperText={errors.labels ?? t('labelsHint')} />
      </Box>
      <RichTextEditor key={bodyGeneration} id="page-body" label={t('body')} initialValue={form.body} onChange={(html) => set('body', html)} error={errors.body} helperText={t('bodyHint')} />
      <FormControlLabel control={<Switch checked={form.isPublished} onChange={(e) => set('isPublished', e.target.checked)} />} label={t('published')} />
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null} sx={{ justifySelf: 'start' }}>
        {t('save')}
      </Button>
    </Box>
  );
}
