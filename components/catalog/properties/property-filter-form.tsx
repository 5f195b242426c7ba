import { getTranslations } from 'next-intl/server';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import { formatNumber, toPersianDigits } from '@/lib/persian';
import { propertyParam, rangeParams, unitParam, VIEW_PARAM } from '@/lib/list-params';
import type { CategoryPropertySelection } from '@/stores/category';
import { TEXT_MAX, type PropertyView } from './filter-state';
import { FilterFormEnhancer } from './filter-form-enhancer';
import styles from './property-filter-form.module.css';

type Props = {
  properties: CategoryProperty[];
  selection: CategoryPropertySelection[];
  view: PropertyView;
  /** The page's canonical path: where the form is sent, and what "clear" leads to. */
  path: string;
};

export const FILTER_FORM_ID = 'property-filters';

/**
 * The property filter as a plain GET form (ADR 9): it works on the first tap before any script
 * has run, and the page answers the request with its canonical URL. On a phone it is folded into
 * a `<details>`; from the md breakpoint it is always open. With the page's scripts running,
 * {@link FilterFormEnhancer} sends it inside the app instead of reloading the page.
 */
export async function PropertyFilterForm({ properties, selection, view, path }: Props) {
  const t = await getTranslations('propertiesPage');
  const active = new Set(selection.map((s) => s.propertyId)).size;
  const clearHref = view === 'suppliers' ? `${path}?${VIEW_PARAM}=suppliers` : path;
  return (
    <details className={styles.filters} data-control="filters">
      <summary className={styles.toggle}>{active ? t('filtersActive', { count: active }) : t('filters')}</summary>
      <form id={FILTER_FORM_ID} method="get" action={path} aria-label={t('filters')} className={styles.form}>
        {view === 'suppliers' ? <input type="hidden" name={VIEW_PARAM} value="suppliers" /> : null}
        {properties.map((property) => (
          <PropertyInput key={property.id} property={property} chosen={selection.filter((s) => s.propertyId === property.id)} t={t} />
        ))}
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {t('apply')}
          </button>
          {active ? (
            <a href={clearHref} className={styles.clear}>
              {t('clear')}
            </a>
          ) : null}
        </div>
      </form>
      <FilterFormEnhancer formId={FILTER_FORM_ID} properties={properties} />
    </details>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'propertiesPage'>>>;

/** One property's fields: a range with its unit, options to tick, yes/no, or a word to match. */
function PropertyInput({ property, chosen, t }: { property: CategoryProperty; chosen: CategoryPropertySelection[]; t: T }) {
  const name = toPersianDigits(property.name);
  const shown = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : toPersianDigits(value));

  if (property.dataType === 'number') {
    const current = chosen[0];
    const unitId = current?.measurementUnitId ?? property.defaultUnit?.id ?? null;
    const range = rangeParams(property.id);
    const hintId = `${propertyParam(property.id)}-hint`;
    const hint =
      property.minValue !== null && property.maxValue !== null
        ? t('rangeHint', { min: formatNumber(property.minValue, { decimals: true }), max: formatNumber(property.maxValue, { decimals: true }), unit: property.defaultUnit?.name ?? '' })
        : null;
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{name}</legend>
        <div className={styles.range}>
          <label className={styles.field}>
            <span>{t('from')}</span>
            <input className={styles.input} name={range.from} inputMode="decimal" autoComplete="off" defaultValue={shown(current?.value)} aria-describedby={hint ? hintId : undefined} />
          </label>
          <label className={styles.field}>
            <span>{t('to')}</span>
            <input className={styles.input} name={range.to} inputMode="decimal" autoComplete="off" defaultValue={shown(current?.maxValue)} aria-describedby={hint ? hintId : undefined} />
          </label>
          {property.units.length > 1 ? (
            <label className={`${styles.field} ${styles.wide}`}>
              <span>{t('unit')}</span>
              <select className={styles.input} name={unitParam(property.id)} defaultValue={unitId ?? undefined}>
                {property.units.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </fieldset>
    );
  }

  if (property.dataType === 'option') {
    const ticked = new Set(chosen.map((c) => String(c.value)));
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{name}</legend>
        {property.options.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="checkbox" name={propertyParam(property.id)} value={option} defaultChecked={ticked.has(option)} />
            {/* The value stays as stored (the URL and the API match on it); its label reads as product names do. */}
            <span>{toPersianDigits(option)}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  if (property.dataType === 'boolean') {
    const value = chosen[0]?.value ?? '';
    const choices = [
      ['', t('any')],
      ['true', t('yes')],
      ['false', t('no')],
    ] as const;
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{name}</legend>
        <div className={styles.row}>
          {choices.map(([v, label]) => (
            <label key={v} className={styles.choice}>
              <input type="radio" name={propertyParam(property.id)} value={v} defaultChecked={value === v} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <label className={styles.group}>
      <span className={styles.legend}>{name}</span>
      <input className={styles.input} name={propertyParam(property.id)} maxLength={TEXT_MAX} autoComplete="off" defaultValue={String(chosen[0]?.value ?? '')} />
    </label>
  );
}
