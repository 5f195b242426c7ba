'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fetchCategoryProperties } from '@/api/categories';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import { STOCK_STATES } from '@/api/contract/catalog-enums';
import { QUANTITY_MAX, QUANTITY_MAX_MESSAGE, SUPPLIER_PRODUCT_MAX_PICTURES, type DeskProduct } from '@/api/contract/supplier-desk';
import { isApiError } from '@/api/errors';
import {
  createDeskProduct,
  deskBaseProductPropertiesQuery,
  deskBaseProductsQuery,
  deskCategoriesQuery,
  refreshDesk,
  unitsQuery,
  updateDeskProduct,
  type DeskCategory,
} from '@/api/supplier-desk';
import { notify } from '@/components/ui/notifications';
import { parseTypedNumber, toPersianDigits } from '@/lib/persian';
import { productHref } from '@/lib/routes';
import { useListHref } from '@/components/ui/use-list-address';
import { deskHref, deskProductHref } from './desk-routes';
import { PictureField } from './picture-field';
import { useKeptDraft } from '@/components/ui/kept-draft/use-kept-draft';
import { KeptDraftNotice } from '@/components/ui/kept-draft/kept-draft-notice';
import {
  emptyProductForm,
  formFieldOf,
  productFormFrom,
  toProductInput,
  type BaseProductChoice,
  type ProductFormValues,
  type PropertyDraft,
  withBaseProductValues,
  withoutUntouchedFills,
} from './product-form-values';
import { groupedTomanAsTyped } from '@/components/ui/grouped-toman-as-typed';
import { quantityAsTyped } from '@/components/ui/quantity-as-typed';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';

type Errors = Record<string, string | undefined>;
const NO_DRAFT: PropertyDraft = { number: '', maxNumber: '', unitId: null, text: '', bool: null };
const SEARCH_DELAY_MS = 250;
/** The form's own key for a property's error (the server's are by position, `properties.{n}`). */
const propertyField = (id: number) => `property:${id}`;

/**
 * A supplier product's form: category (leaf), base product (search as you type, or a new name),
 * the category's properties with units, price in toman, minimum order, stock, description,
 * pictures and publication. The server checks every field; its Persian errors land beside the
 * fields, and nothing typed is lost.
 */
export function ProductForm({ supplierId, product }: { supplierId: number; product?: DeskProduct }) {
  const t = useTranslations('supplierDesk.productForm');
  const td = useTranslations('supplierDesk');
  const router = useRouter();
  const productsHref = useListHref(deskHref(supplierId, 'products'));
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  // What the form starts from, and what a kept draft is compared with: the product as saved, or an empty form.
  const base = product ? productFormFrom(product) : emptyProductForm();
  const [values, setValues] = useState<ProductFormValues>(base);
  const draft = useKeptDraft(`product-form/${supplierId}/${product?.id ?? 'new'}`, values, setValues, base);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [picturesUploading, setPicturesUploading] = useState(0);

  const categories = useQuery(deskCategoriesQuery(supplierId));
  const units = useQuery(unitsQuery());
  const properties = useQuery({
    queryKey: ['categoryProperties', values.categoryId],
    queryFn: () => fetchCategoryProperties(values.categoryId!),
    enabled: values.categoryId !== null,
    staleTime: 10 * 60_000,
  });

  function set<K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }
  const choosing = useRef<BaseProductChoice>(null);
  // What the chosen base product wrote into empty properties: taken back, where left as it was,
  // when another is chosen (a wrong first pick's «قطر ۱۰» stayed under the right one's «۱۲»).
  const filledByBase = useRef<Record<number, PropertyDraft>>({});
  // The base product whose values filled empty properties, said under their heading.
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  function forgetBaseProduct() {
    choosing.current = null;
    filledByBase.current = {};
    setFilledFrom(null);
  }
  async function chooseBaseProduct(next: BaseProductChoice) {
    set('baseProduct', next);
    choosing.current = next;
    setFilledFrom(null);
    const earlier = filledByBase.current;
    filledByBase.current = {};
    if (Object.keys(earlier).length) setValues((current) => ({ ...current, properties: withoutUntouchedFills(current.properties, earlier) }));
    if (!next || !('id' in next)) return;
    try {
      const known = new Set((properties.data ?? []).map((p) => p.id));
      // Only the category's own properties: another's would be refused on save, beside no field.
      const given = (await queryClient.fetchQuery(deskBaseProductPropertiesQuery(supplierId, next.id))).filter((v) => known.has(v.propertyId));
      // Unless another was chosen meanwhile; what the supplier typed stays.
      if (choosing.current !== next) return;
      if (given.length === 0) return;
      setValues((current) => {
        const merged = withBaseProductValues(current.properties, given);
        // Kept where the merge is decided: the values as rendered may be a render behind.
        filledByBase.current = merged.filled;
        return { ...current, properties: merged.drafts };
      });
      setFilledFrom(next.name);
    } catch {
      // Nothing filled: the supplier gives the values, as with a new base product.
    }
  }
  const setProperty = (id: number, change: Partial<PropertyDraft>) => {
    setValues((current) => ({ ...current, properties: { ...current.properties, [id]: { ...NO_DRAFT, ...current.properties[id], ...change } } }));
    setErrors((current) => (current[propertyField(id)] ? { ...current, [propertyField(id)]: undefined } : current));
  };

  function localErrors(): Errors {
    const found: Errors = {};
    if (values.categoryId === null) found.categoryId = t('required');
    if (!values.baseProduct) found.baseProduct = t('required');
    for (const field of ['priceToman', 'minOrderQuantity'] as const) {
      if (parseTypedNumber(values[field]) === 'invalid') found[field] = t('numberInvalid');
    }
    const minOrder = parseTypedNumber(values.minOrderQuantity);
    if (typeof minOrder === 'number' && minOrder > QUANTITY_MAX) found.minOrderQuantity = QUANTITY_MAX_MESSAGE;
    // Said with the rest on the first save: the server's answer named it only once the price was right.
    if (typeof parseTypedNumber(values.priceToman) === 'number' && values.priceUnitId === null) found.priceUnitId = t('priceUnitNeeded');
    for (const property of properties.data ?? []) {
      const draft = values.properties[property.id] ?? NO_DRAFT;
      const given = property.dataType === 'number' ? draft.number.trim() : property.dataType === 'boolean' ? draft.bool !== null : draft.text.trim();
      if (property.isRequired && !given) found[propertyField(property.id)] = t('required');
      else if (property.dataType === 'number' && parseTypedNumber(draft.number) === 'invalid') found[propertyField(property.id)] = t('numberInvalid');
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    // Saved now, a picture still on its way would be left out, and gone once the form starts
    // again from the saved product.
    if (picturesUploading > 0) {
      setFormError(t('picturesUploading'));
      // Said above the fields, out of sight on a phone once scrolled to «ذخیره».
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[data-form-error]')?.focus());
      return;
    }
    const found = localErrors();
    setErrors(found);
    setFormError(null);
    const focusFirst = () => requestAnimationFrame(() => focusFirstInvalid(form.current, { fieldsFirst: true }));
    if (Object.values(found).some(Boolean)) return focusFirst();
    // The fields close while saving: the one that had the focus gets it back if the save fails.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let refused = false;
    setPending(true);
    try {
      const input = toProductInput(values);
      const saved = product ? await updateDeskProduct(supplierId, product.id, input) : await createDeskProduct(supplierId, input);
      draft.saved();
      await refreshDesk(queryClient);
      notify.success(product ? td('saved') : t('created'));
      if (!product) router.replace(deskProductHref(supplierId, saved.id));
      else router.refresh();
    } catch (error) {
      if (isApiError(error) && !error.aborted) {
        const fields: Errors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) fields[formFieldOf(field)] = message;
        setErrors(fields);
        setFormError(error.detail || error.title);
        refused = true;
      } else if (!isApiError(error)) notify.apiError(error);
    } finally {
      // Open again before the focus moves: a closed field cannot take it.
      flushSync(() => setPending(false));
      if (refused) focusFirst();
      else if (document.activeElement === document.body && focused?.isConnected) focused.focus();
    }
  }

  const unitOptions = units.data ?? [];
  const category = categories.data?.find((c) => c.id === values.categoryId) ?? null;

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}>
      {draft.restored ? <KeptDraftNotice onDiscard={draft.discard} /> : null}
      {/* The focus comes here when the server named no field that can take it (a pasted invisible
          character in any of them, the pictures): above the screen on a phone, it said nothing. */}
      {formError ? (
        <Alert severity="error" tabIndex={-1} data-form-error>
          {formError}
        </Alert>
      ) : null}

      {/* Closed while saving: a saved product's form starts again from what the server kept (the
          page keys it by `updatedAt`), so anything typed meanwhile would have vanished with it. */}
      <Box component="fieldset" disabled={pending} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
        <Autocomplete<DeskCategory>
          options={categories.data ?? []}
          loading={categories.isPending}
          value={category}
          onChange={(_, next) => {
            set('categoryId', next?.id ?? null);
            // Another category has other base products and properties.
            if (next?.id !== values.categoryId) {
              forgetBaseProduct();
              setValues((current) => ({ ...current, categoryId: next?.id ?? null, baseProduct: null, properties: {} }));
            }
          }}
          getOptionLabel={(option) => option.path}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              name="categoryId"
              label={t('category')}
              required
              error={!!errors.categoryId}
              // The chosen path in full, wrapped: on a phone the field shows only its start.
              helperText={errors.categoryId ?? (category ? toPersianDigits(category.path) : t('categoryHelp'))}
            />
          )}
        />

        <BaseProductPicker
          supplierId={supplierId}
          categoryId={values.categoryId}
          value={values.baseProduct}
          onChange={chooseBaseProduct}
          error={errors.baseProduct}
        />

        <TextField name="name" label={t('title')} value={values.name} onChange={(e) => set('name', e.target.value)} error={!!errors.name} helperText={errors.name ?? t('titleHelp')} slotProps={{ htmlInput: { maxLength: 150 } }} />

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            name="priceToman"
            label={t('priceToman')}
            value={values.priceToman}
            onChange={(e) => set('priceToman', groupedTomanAsTyped(e))}
            error={!!errors.priceToman}
            helperText={errors.priceToman ?? t('priceHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <UnitSelect name="priceUnitId" label={t('priceUnit')} units={unitOptions} value={values.priceUnitId} onChange={(id) => set('priceUnitId', id)} error={errors.priceUnitId} />
          <TextField
            name="minOrderQuantity"
            label={t('minOrder')}
            value={values.minOrderQuantity}
            onChange={(e) => set('minOrderQuantity', quantityAsTyped(e))}
            error={!!errors.minOrderQuantity}
            helperText={errors.minOrderQuantity}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <UnitSelect name="minOrderUnitId" label={t('minOrderUnit')} units={unitOptions} value={values.minOrderUnitId} onChange={(id) => set('minOrderUnitId', id)} error={errors.minOrderUnitId} />
          <TextField
            select
            name="stockState"
            label={t('stock')}
            value={values.stockState}
            onChange={(e) => set('stockState', e.target.value as ProductFormValues['stockState'])}
            slotProps={{ select: { native: true } }}
          >
            {STOCK_STATES.map((state) => (
              <option key={state} value={state}>
                {td(`stock.${state}`)}
              </option>
            ))}
          </TextField>
        </Box>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
            {t('properties')}
          </Typography>
          {/* Always there, so that a screen reader hears it when filled; empty, it takes no room. */}
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1, '&:empty': { m: 0 } }}>
            {filledFrom ? t('propertiesFromBase', { name: toPersianDigits(filledFrom) }) : ''}
          </Typography>
          {values.categoryId === null ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('propertiesHint')}
            </Typography>
          ) : properties.isPending ? (
            <CircularProgress size={24} aria-label={t('properties')} />
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {(properties.data ?? []).map((property) => (
                <PropertyInput
                  key={property.id}
                  property={property}
                  draft={values.properties[property.id] ?? NO_DRAFT}
                  onChange={(change) => setProperty(property.id, change)}
                  // The server names a value by its place in what was sent: the drafts in key order.
                  error={errors[propertyField(property.id)] ?? errors[`properties.${Object.keys(values.properties).indexOf(String(property.id))}`]}
                />
              ))}
            </Box>
          )}
          {errors.properties ? <FormHelperText error>{errors.properties}</FormHelperText> : null}
        </Box>

        <TextField
          name="description"
          label={t('description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={!!errors.description}
          helperText={errors.description ?? td('storefrontForm.aboutHelp')}
          multiline
          minRows={4}
        />

        <PictureField
          supplierId={supplierId}
          label={t('pictures')}
          help={t('picturesHelp', { max: SUPPLIER_PRODUCT_MAX_PICTURES })}
          value={values.images}
          onChange={(images) => set('images', images)}
          max={SUPPLIER_PRODUCT_MAX_PICTURES}
          error={errors.images}
          onUploadingChange={setPicturesUploading}
          locked={pending}
        />

        <Box>
          <FormControlLabel control={<Switch name="isActive" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />} label={t('published')} />
          <FormHelperText>{t('publishedHelp')}</FormHelperText>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
          {pending ? td('saving') : td('save')}
        </Button>
        <Button component={Link} href={productsHref}>
          {td('cancel')}
        </Button>
        {product?.isActive ? (
          <Button component={Link} href={productHref(product)} sx={{ marginInlineStart: 'auto' }}>
            {t('view')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

function UnitSelect(props: { name: string; label: string; units: { id: number; name: string; quantityName: string }[]; value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const t = useTranslations('supplierDesk.productForm');
  const { units } = props;
  const groups = useMemo(() => {
    const byQuantity = new Map<string, typeof units>();
    for (const unit of units) byQuantity.set(unit.quantityName, [...(byQuantity.get(unit.quantityName) ?? []), unit]);
    return byQuantity;
  }, [units]);
  return (
    <TextField
      select
      name={props.name}
      label={props.label}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value ? Number(e.target.value) : null)}
      error={!!props.error}
      helperText={props.error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('unset')}</option>
      {[...groups].map(([quantity, members]) => (
        <optgroup key={quantity} label={quantity}>
          {members.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}

function PropertyInput({ property, draft, onChange, error }: { property: CategoryProperty; draft: PropertyDraft; onChange: (change: Partial<PropertyDraft>) => void; error?: string }) {
  const t = useTranslations('supplierDesk.productForm');
  const label = toPersianDigits(property.name);
  const common = { name: `property-${property.id}`, label, required: property.isRequired, error: !!error, helperText: error };
  if (property.dataType === 'number') {
    return (
      // The unit goes under the number where both do not fit: beside it on a phone, the number's
      // field was a hundred pixels wide and its label («بیشینهٔ قطر …») cut.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <TextField {...common} value={draft.number} onChange={(e) => onChange({ number: e.target.value })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ flex: '1000 1 180px' }} />
        {property.units.length ? (
          <TextField
            select
            label={t('unit', { name: label })}
            value={draft.unitId ?? property.defaultUnit?.id ?? ''}
            onChange={(e) => onChange({ unitId: Number(e.target.value) })}
            slotProps={{ select: { native: true } }}
            sx={{ flex: '1 0 130px' }}
          >
            {property.units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </TextField>
        ) : null}
      </Box>
    );
  }
  if (property.dataType === 'option' || property.dataType === 'boolean') {
    const options = property.dataType === 'option' ? property.options.map((o) => ({ value: o, label: toPersianDigits(o) })) : [{ value: 'true', label: t('yes') }, { value: 'false', label: t('no') }];
    const value = property.dataType === 'option' ? draft.text : draft.bool === null ? '' : String(draft.bool);
    return (
      <TextField
        {...common}
        select
        value={value}
        onChange={(e) => onChange(property.dataType === 'option' ? { text: e.target.value } : { bool: e.target.value === '' ? null : e.target.value === 'true' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('unset')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    );
  }
  return <TextField {...common} value={draft.text} onChange={(e) => onChange({ text: e.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />;
}

function BaseProductPicker({ supplierId, categoryId, value, onChange, error }: { supplierId: number; categoryId: number | null; value: BaseProductChoice; onChange: (next: BaseProductChoice) => void; error?: string }) {
  const t = useTranslations('supplierDesk.productForm');
  const [typed, setTyped] = useState(value ? ('id' in value ? value.name : value.newName) : '');
  const [key, setKey] = useState(typed);
  useEffect(() => {
    const id = setTimeout(() => setKey(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [typed]);
  const found = useQuery(deskBaseProductsQuery(supplierId, categoryId, key));
  const options = found.data ?? [];
  const selected = value && 'id' in value ? value : null;
  return (
    <Autocomplete<{ id: number; name: string }, false, false, true>
      freeSolo
      disabled={categoryId === null}
      options={options}
      loading={found.isFetching}
      filterOptions={(all) => all}
      value={selected ?? (value && 'newName' in value ? value.newName : null)}
      inputValue={typed}
      onInputChange={(_, next, reason) => {
        setTyped(next);
        // Typing a name that is not chosen from the list makes a new base product of it.
        if (reason === 'input') onChange(next.trim().length >= 2 ? { newName: next.trim() } : null);
      }}
      onChange={(_, next) => {
        if (next === null) onChange(null);
        else if (typeof next === 'string') onChange(next.trim().length >= 2 ? { newName: next.trim() } : null);
        else onChange(next);
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : toPersianDigits(option.name))}
      isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          name="baseProduct"
          label={t('baseProduct')}
          required
          error={!!error}
          helperText={
            error ?? (categoryId === null ? t('baseProductAfterCategory') : value && 'newName' in value ? t('newBaseProduct', { name: value.newName }) : t('baseProductHelp'))
          }
        />
      )}
    />
  );
}
