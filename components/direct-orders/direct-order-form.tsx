'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import { actOnTradeRequest, createDirectOrder, updateDirectOrder, uploadTradeFile, fetchDocumentTypes, tradeKey } from '@/api/trade';
import { createDeliveryAddress, deliveryAddressesQuery } from '@/api/addresses';
import { unitsQuery } from '@/api/supplier-desk';
import { isApiError } from '@/api/errors';
import { TRADE_DESCRIPTION_MAX, TRADE_FILE_MAX_BYTES, TRADE_MAX_FILES, type TradeFile, type TradeRequest } from '@/api/contract/trade';
import { QUANTITY_MAX, QUANTITY_MAX_MESSAGE } from '@/api/contract/supplier-desk';
import { AddressDialog } from '@/components/profile/address/address-dialog';
import { emptyAddress } from '@/components/profile/address/address-validation';
import { JalaliDateField } from '@/components/profile/personal-info/jalali-date-field';
import { fileSize } from '@/components/messages/file-size';
import { focusAfterRemoval } from '@/components/ui/focus-after-removal';
import { formatNumber, formatToman, parseTypedNumber, toPersianDigits } from '@/lib/persian';
import { quantityAsTyped } from '@/components/ui/quantity-as-typed';
import { belowMinOrder } from './below-min-order';
import { EarlierDrafts } from './earlier-drafts';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { textLength } from '@/lib/text-length';
import { useSharedStore } from '@/stores/shared';

export type OrderedProduct = {
  id: number;
  name: string;
  supplierName: string;
  price: number | null;
  unitId: number | null;
  /** The supplier's minimum order: shown beside the quantity, and said when the quantity is below it (the supplier may still take it). */
  minOrder: { quantity: number; unitId: number; unitName: string } | null;
};
/** A supplier ordered from its own page: the buyer names what they want. */
export type OrderedSupplier = { id: number; name: string };

type Values = { title: string; quantity: string; unitId: string; deliveryAddressId: string; wantedDate: string; description: string };
type Saved = { id: number | null; saved: boolean; failure?: unknown };

const AUTOSAVE_MS = 800;

const valuesOf = (order?: TradeRequest, product?: OrderedProduct | null): Values => ({
  title: order?.title ?? '',
  quantity: order?.quantity != null ? toPersianDigits(order.quantity) : '',
  unitId: String(order?.unit?.id ?? product?.unitId ?? ''),
  deliveryAddressId: order?.deliveryAddressId ? String(order.deliveryAddressId) : '',
  wantedDate: order?.wantedDate ?? '',
  description: order?.description ?? '',
});

/** The body of a save: what the form holds, in the API's terms (a half-typed number is left out). */
function payload(values: Values, files: TradeFile[], named: boolean) {
  // Not a number yet (half typed) or past the largest: left out, so an autosave keeps the quantity
  // saved before and the rest of the draft is saved (the server would refuse all of it).
  const quantity = parseTypedNumber(values.quantity);
  return {
    ...(named && textLength(values.title.trim()) >= 2 ? { title: values.title } : {}),
    ...(quantity === 'invalid' || (quantity !== null && quantity > QUANTITY_MAX) ? {} : { quantity }),
    unitId: values.unitId ? Number(values.unitId) : null,
    deliveryAddressId: values.deliveryAddressId ? Number(values.deliveryAddressId) : null,
    wantedDate: /^\d{4}-\d{2}-\d{2}$/.test(values.wantedDate) ? values.wantedDate : null,
    description: values.description,
    fileIds: files.map((f) => f.id),
  };
}

/**
 * A direct order being written: saved as a draft as the buyer goes (the first change makes it,
 * the address bar then names it), with nothing typed ever lost on a refused save; «ادامه و
 * بازبینی پیش از ارسال» asks for confirmation and opens the order's page to publish it.
 */
export function DirectOrderForm({ order, product, supplier }: { order?: TradeRequest; product?: OrderedProduct | null; supplier?: OrderedSupplier }) {
  const t = useTranslations('directOrders');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(order, product));
  const [files, setFiles] = useState<TradeFile[]>(order?.files ?? []);
  const fileList = useRef<HTMLUListElement>(null);
  const attachButton = useRef<HTMLLabelElement>(null);
  // The place of the file just removed, for the focus once the list has rendered without it.
  const removedFileAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedFileAt.current === null) return;
    focusAfterRemoval(fileList.current, '[data-remove-file]', removedFileAt.current, attachButton.current);
    removedFileAt.current = null;
  }, [files]);
  const [documentTypeId, setDocumentTypeId] = useState('');
  const [uploading, setUploading] = useState(false);
  const [id, setId] = useState<number | null>(order?.id ?? null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);
  const dirty = useRef(false);
  // Saves run one after another: a second one while the first made the draft would make another,
  // and an older text landing last would overwrite a newer one.
  const saving = useRef<Promise<Saved> | null>(null);
  // The draft's id as soon as it is made, for a save already waiting its turn (the state is a render late).
  const draftId = useRef<number | null>(order?.id ?? null);
  // Sent for confirmation: the draft is no longer the form's to save (the server would refuse it).
  const sent = useRef(false);
  // Gone (the buyer left): a save still out must not write the address of the page now shown.
  const mounted = useRef(true);
  // The autosave waiting for a pause in typing: a submit saves at once instead, so a later
  // autosave cannot clear the errors the submit was answered with.
  const pendingSave = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Whose typing waits. A tab that has forgotten that login since (a logout, or another user's
  // login, in another tab: login-across-tabs.ts reloads the page) must not send it on the way
  // out, under whatever cookie the browser holds now.
  const pendingSaveBy = useRef<string | null>(null);

  const units = useQuery(unitsQuery());
  const addresses = useQuery(deliveryAddressesQuery());
  const documentTypes = useQuery({ queryKey: [...tradeKey, 'documentTypes'], queryFn: fetchDocumentTypes, staleTime: 3_600_000 });
  // An order without a product (from a supplier's page) is named by the buyer.
  const named = order ? order.product === null : !product;
  // Units of the kinds the order may be in: the price's, the supplier's minimum order's («شاخه» for
  // steel priced by weight) and the draft's own; any unit for an order of no product.
  const kinds = new Set(
    [product?.unitId, product?.minOrder?.unitId, order?.unit?.id].flatMap((id) => units.data?.find((u) => u.id === id)?.quantityId ?? []),
  );
  const unitChoices = units.data?.filter((u) => named || kinds.size === 0 || kinds.has(u.quantityId)) ?? [];

  // Until the buyer picks one, the order goes to their default address.
  const preferred = addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0];
  const chosen = useMemo(
    () => ({ ...values, deliveryAddressId: values.deliveryAddressId || (preferred ? String(preferred.id) : '') }),
    [values, preferred],
  );

  /** Saves what the form holds once the saves before it are done. */
  function save(current: Values, currentFiles: TradeFile[], options: { leaving?: boolean } = {}): Promise<Saved> {
    const turn = (saving.current ?? Promise.resolve()).catch(() => undefined).then(() => saveInTurn(current, currentFiles, options));
    saving.current = turn;
    return turn;
  }

  /** Saves the draft: its id, and whether what the form holds is what the draft now holds. */
  async function saveInTurn(current: Values, currentFiles: TradeFile[], options: { leaving?: boolean }): Promise<Saved> {
    const id = draftId.current;
    if (sent.current) return { id, saved: false };
    // A named order is made once it has a name; until then nothing is sent, and nothing is lost.
    if (!id && named && textLength(current.title.trim()) < 2) {
      setStatus('idle');
      return { id: null, saved: false };
    }
    setStatus('saving');
    try {
      const body = payload(current, currentFiles, named);
      const leaving = options.leaving ? [{ keepalive: true }] : [];
      const saved = id
        ? await updateDirectOrder(id, body, ...leaving)
        : await createDirectOrder(product ? { supplierProductId: product.id, ...body } : { supplierId: supplier!.id, title: current.title, ...body }, ...leaving);
      if (!id) {
        draftId.current = saved.id;
        setId(saved.id);
        // The entry's own state, not replaceAddress's null: the new draft's address for a reload,
        // without the router taking it as a move to the edit page's route and its form anew.
        if (mounted.current) window.history.replaceState(window.history.state, '', `/profile/directorder/edit/${saved.id}`);
      }
      setErrors({});
      setStatus('saved');
      return { id: saved.id, saved: true };
    } catch (failure) {
      setStatus('failed');
      if (isApiError(failure)) setErrors(failure.fieldErrors);
      return { id, saved: false, failure };
    }
  }

  // Saved as the buyer goes: a pause in typing saves what is there.
  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      pendingSave.current = null;
      void save(chosen, files);
    }, AUTOSAVE_MS);
    pendingSave.current = timer;
    pendingSaveBy.current = useSharedStore.getState().UserId;
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a save per change of what is saved
  }, [chosen, files]);

  // Leaving before the pause (back, another tab, the phone's home button): what waits is saved
  // now, in a request that outlives the page. Only the autosave's cleanup ran: the timer is gone, not its mark.
  const saveWaiting = useRef(() => {});
  useEffect(() => {
    saveWaiting.current = () => {
      if (!pendingSave.current) return;
      clearTimeout(pendingSave.current);
      pendingSave.current = null;
      if (useSharedStore.getState().UserId !== pendingSaveBy.current) return;
      void save(chosen, files, { leaving: true });
    };
  });
  useEffect(() => {
    const leave = () => saveWaiting.current();
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    mounted.current = true;
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      mounted.current = false;
      leave();
    };
  }, []);

  const change = (key: keyof Values) => (value: string) => {
    dirty.current = true;
    setValues((v) => ({ ...v, [key]: value }));
    // A field's error is about what it held: once changed, the next save or submit judges it again.
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _answered, ...rest } = current;
      return rest;
    });
  };

  async function attach(list: FileList | null) {
    if (!list?.length) return;
    setUploading(true);
    setFormError(null);
    try {
      const added: TradeFile[] = [];
      for (const file of [...list].slice(0, TRADE_MAX_FILES - files.length)) {
        added.push(await uploadTradeFile(file, documentTypeId ? Number(documentTypeId) : null));
      }
      dirty.current = true;
      setFiles((all) => [...all, ...added]);
    } catch (failure) {
      setFormError(isApiError(failure) ? failure.detail : t('form.uploadFailed'));
    } finally {
      setUploading(false);
    }
  }

  /** The fields a request for confirmation needs, as the server checks them (trade-requests.ts, checkComplete). */
  function missingForConfirmation(current: Values): Record<string, string> {
    const missing: Record<string, string> = {};
    const quantity = parseTypedNumber(current.quantity);
    if (typeof quantity !== 'number' || quantity <= 0) missing.quantity = t('form.quantityNeeded');
    if (!current.unitId) missing.unitId = t('form.unitNeeded');
    if (!current.deliveryAddressId) missing.deliveryAddressId = t('form.addressNeeded');
    if (!current.wantedDate) missing.wantedDate = t('form.dateNeeded');
    return missing;
  }

  // After a refused submit the cursor goes to the first field to fix, which reads out why.
  const formRef = useRef<HTMLFormElement>(null);
  const [errorFocus, setErrorFocus] = useState(0);
  const focusFirstError = () => setErrorFocus((n) => n + 1);
  useEffect(() => {
    if (errorFocus) focusFirstInvalid(formRef.current);
  }, [errorFocus]);

  async function submit() {
    if (pendingSave.current) clearTimeout(pendingSave.current);
    pendingSave.current = null;
    setSubmitting(true);
    setFormError(null);
    try {
      await saving.current;
      if (named && textLength(chosen.title.trim()) < 2) {
        setErrors({ title: t('form.titleNeeded') });
        setFormError(t('form.fixFields'));
        return;
      }
      const asked = parseTypedNumber(chosen.quantity);
      if (asked === 'invalid' || (asked !== null && asked > QUANTITY_MAX)) {
        setErrors({ quantity: asked === 'invalid' ? t('form.quantityNotANumber') : QUANTITY_MAX_MESSAGE });
        setFormError(t('form.fixFields'));
        focusFirstError();
        return;
      }
      // What confirmation needs, said before anything is sent: an empty form makes no draft.
      const missing = missingForConfirmation(chosen);
      if (Object.keys(missing).length) {
        // What was typed since the last save is saved still (the submit took the autosave's turn);
        // only an untouched new form makes no draft.
        if (id || dirty.current) await save(chosen, files);
        setErrors(missing);
        setFormError(t('form.fixFields'));
        focusFirstError();
        return;
      }
      const { id: savedId, saved, failure } = await save(chosen, files);
      // A refused save leaves the draft as it was before: confirming it would send what is not on screen.
      if (!savedId || !saved) {
        const fieldsWrong = isApiError(failure) && Object.keys(failure.fieldErrors).length > 0;
        setFormError(fieldsWrong ? t('form.fixFields') : isApiError(failure) ? failure.detail : t('form.failed'));
        return;
      }
      // From here the draft is what the review shows: no later save (a change typed meanwhile, the
      // save on leaving) may touch it, and the server would refuse one.
      sent.current = true;
      await actOnTradeRequest(savedId, 'request_confirmation');
      if (pendingSave.current) clearTimeout(pendingSave.current);
      pendingSave.current = null;
      await queryClient.invalidateQueries({ queryKey: tradeKey });
      router.push(`/profile/directorderinfo/${savedId}`);
    } catch (failure) {
      sent.current = false;
      if (isApiError(failure)) {
        setErrors(failure.fieldErrors);
        setFormError(Object.keys(failure.fieldErrors).length ? t('form.fixFields') : failure.detail);
        focusFirstError();
      } else setFormError(t('form.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  const title = order?.title ?? product?.name ?? '';
  const supplierName = order?.supplier.name ?? product?.supplierName ?? supplier?.name ?? '';
  // The list price per a unit: the saved draft's, converted to its unit by the server, else the product's.
  const listed = order
    ? { price: order.listedUnitPrice, unit: order.unit?.name }
    : { price: product?.price ?? null, unit: units.data?.find((u) => u.id === product?.unitId)?.name };
  const minOrder = product?.minOrder ?? null;
  const typedQuantity = parseTypedNumber(values.quantity);
  const underMinimum = minOrder !== null && typeof typedQuantity === 'number' && values.unitId !== '' && belowMinOrder(typedQuantity, Number(values.unitId), minOrder, units.data ?? []);
  const minOrderText = minOrder
    ? t(underMinimum ? 'form.belowMinOrder' : 'form.minOrder', { quantity: formatNumber(minOrder.quantity, { decimals: true }), unit: minOrder.unitName })
    : undefined;
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={(event) => (event.preventDefault(), void submit())} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 720 }}>
      {!order && <EarlierDrafts productId={product?.id ?? null} supplierId={supplier?.id ?? null} exceptId={id} typing={status !== 'idle' || id !== null} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {named ? (
          <>
            <Typography variant="subtitle2" color="text.secondary">
              {t('form.aboutSupplier')}
            </Typography>
            <Typography variant="h6" component="p">
              {toPersianDigits(supplierName)}
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="subtitle2" color="text.secondary">
              {t('form.about')}
            </Typography>
            <Typography variant="h6" component="p">
              {toPersianDigits(title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('form.from', { supplier: toPersianDigits(supplierName) })}
              {listed.price && listed.unit ? ` — ${t('form.listedPrice', { price: formatToman(listed.price), unit: listed.unit })}` : ''}
            </Typography>
          </>
        )}
      </Paper>

      {named && (
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={(e) => change('title')(e.target.value)}
          error={!!errors.title}
          helperText={errors.title ?? t('form.titleHint')}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2 }}>
        <TextField
          label={t('form.quantity')}
          value={values.quantity}
          onChange={(e) => change('quantity')(quantityAsTyped(e))}
          error={!!errors.quantity}
          helperText={errors.quantity ?? minOrderText}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', style: { textAlign: 'right' } } }}
        />
        <TextField select label={t('form.unit')} value={unitChoices.length ? values.unitId : ''} onChange={(e) => change('unitId')(e.target.value)} error={!!errors.unitId} helperText={errors.unitId} required>
          {unitChoices.map((u) => (
            <MenuItem key={u.id} value={String(u.id)}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('form.address')}
          value={addresses.data?.some((a) => String(a.id) === chosen.deliveryAddressId) ? chosen.deliveryAddressId : ''}
          onChange={(e) => change('deliveryAddressId')(e.target.value)}
          error={!!errors.deliveryAddressId}
          helperText={errors.deliveryAddressId ?? (addresses.data?.length === 0 ? t('form.noAddress') : undefined)}
          required
          sx={{ flex: '1 1 280px', minWidth: 0 }}
        >
          {(addresses.data ?? []).map((a) => (
            <MenuItem key={a.id} value={String(a.id)} sx={{ whiteSpace: 'normal' }}>
              {toPersianDigits(`${a.title ? `${a.title}: ` : ''}${a.city}، ${a.addressLine}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<AddLocationAltOutlined />} onClick={() => setAddingAddress(true)} sx={{ mt: 1 }}>
          {t('form.addAddress')}
        </Button>
      </Box>

      <JalaliDateField label={t('form.wantedDate')} name="wantedDate" value={values.wantedDate} onChange={change('wantedDate')} error={errors.wantedDate} direction="future" required />

      <TextField
        label={t('form.description')}
        value={values.description}
        onChange={(e) => change('description')(e.target.value)}
        multiline
        minRows={3}
        error={!!errors.description}
        helperText={errors.description ?? t('form.descriptionHint')}
        slotProps={{ htmlInput: { maxLength: TRADE_DESCRIPTION_MAX } }}
      />

      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2">{t('form.files')}</Typography>
        {files.length > 0 && (
          <Box component="ul" ref={fileList} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {files.map((f, index) => (
              <Box component="li" key={f.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <a href={f.url}>{toPersianDigits(f.fileName)}</a>
                <Typography variant="caption" color="text.secondary">
                  {[f.documentType?.name, fileSize(f.size)].filter(Boolean).join('، ')}
                </Typography>
                <Button
                  size="small"
                  data-remove-file
                  onClick={() => {
                    dirty.current = true;
                    removedFileAt.current = index;
                    setFiles((all) => all.filter((x) => x.id !== f.id));
                  }}
                  aria-label={t('form.removeFile', { name: f.fileName })}
                >
                  {t('form.remove')}
                </Button>
              </Box>
            ))}
          </Box>
        )}
        {errors.fileIds && <Alert severity="error">{errors.fileIds}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select size="small" label={t('form.documentType')} value={documentTypeId} onChange={(e) => setDocumentTypeId(e.target.value)} sx={{ minWidth: 200 }}>
            <MenuItem value="">{t('form.noDocumentType')}</MenuItem>
            {(documentTypes.data?.items ?? []).map((d) => (
              <MenuItem key={d.id} value={String(d.id)}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
          <Button component="label" ref={attachButton} variant="outlined" disabled={uploading || files.length >= TRADE_MAX_FILES}>
            {uploading ? <CircularProgress size={18} /> : t('form.attach')}
            <input type="file" hidden multiple accept="image/jpeg,image/png,image/webp,application/pdf" onChange={(e) => void attach(e.target.files)} />
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('form.filesHint', { size: toPersianDigits(TRADE_FILE_MAX_BYTES / 1024 / 1024), count: toPersianDigits(TRADE_MAX_FILES) })}
          </Typography>
        </Box>
      </Paper>

      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={submitting || uploading}>
          {submitting ? <CircularProgress size={20} color="inherit" /> : t('form.submit')}
        </Button>
        <Typography variant="body2" sx={{ color: status === 'failed' ? 'error.dark' : 'text.secondary' }} role="status">
          {status === 'saving' ? t('form.saving') : status === 'saved' ? t('form.saved') : status === 'failed' ? t('form.saveFailed') : ''}
        </Typography>
      </Box>

      {addingAddress && (
        <AddressDialog
          kind="delivery"
          initial={{ ...emptyAddress, isDefault: !addresses.data?.length }}
          editing={false}
          onSubmit={async (input) => {
            const created = await createDeliveryAddress(input as Parameters<typeof createDeliveryAddress>[0]);
            change('deliveryAddressId')(String(created.id));
            return created;
          }}
          onSaved={() => {
            setAddingAddress(false);
            void addresses.refetch();
          }}
          onClose={() => setAddingAddress(false)}
        />
      )}
    </Box>
  );
}
