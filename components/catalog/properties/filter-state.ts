import type { CategoryProperty } from '@/api/contract/categories-extra';
import type { PropertyFilter } from '@/api/contract/suppliers';
import { PAGE_PARAM, propertyParam, rangeParams, unitParam, VIEW_PARAM } from '@/lib/list-params';
import { toLatinDigits } from '@/lib/persian';
import type { CategoryPropertySelection } from '@/stores/category';

/**
 * The property filter of `/category/properties/…` in its three forms: the seed's client state
 * (`selectedCategoryProperties`, one entry per chosen value), the URL (`?p55=30~60&u55=5&p54=A&p54=B`,
 * so a filtered view can be linked and reloaded) and the API's property conditions. The filter form
 * works before any script runs, so a range also arrives as its two fields (`?p55-from=30&p55-to=60`)
 * and is answered with the canonical URL ({@link canonicalPropertyQuery}).
 */

type Params = { getAll(name: string): string[]; get(name: string): string | null };

const key = (p: { id: number }) => propertyParam(p.id);
const unitKey = (p: { id: number }) => unitParam(p.id);
const RANGE = '~';
/** The longest word a text property's filter matches. */
export const TEXT_MAX = 200;

function readNumber(raw: string): number | null {
  const text = toLatinDigits(raw).trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function unitText(property: CategoryProperty, unitId: number | null): string | null {
  const unit = property.units.find((u) => u.id === unitId) ?? property.defaultUnit;
  return unit?.name ?? null;
}

/** The selection a URL describes; values a property does not allow are dropped. */
export function selectionFromQuery(params: Params, properties: CategoryProperty[]): CategoryPropertySelection[] {
  const out: CategoryPropertySelection[] = [];
  for (const property of properties) {
    if (!property.isFilterable) continue;
    const values = params.getAll(key(property));
    if (property.dataType === 'number' && values.length === 0) {
      const range = rangeParams(property.id);
      values.push(`${params.get(range.from) ?? ''}${RANGE}${params.get(range.to) ?? ''}`);
    }
    if (values.length === 0) continue;
    const base = { propertyId: property.id, maxValue: null, measurementUnitId: null, defaultMeasurementUnitDisplayText: null };
    switch (property.dataType) {
      case 'number': {
        const [rawMin = '', rawMax = ''] = values[0].split(RANGE);
        const min = readNumber(rawMin);
        const max = readNumber(rawMax);
        if (min === null && max === null) break;
        if (min !== null && max !== null && min > max) break;
        const rawUnit = params.get(unitKey(property));
        const unitId = rawUnit && property.units.some((u) => String(u.id) === rawUnit) ? Number(rawUnit) : (property.defaultUnit?.id ?? null);
        out.push({ ...base, value: min, maxValue: max, measurementUnitId: unitId, defaultMeasurementUnitDisplayText: unitText(property, unitId) });
        break;
      }
      case 'option':
        for (const value of new Set(values)) if (property.options.includes(value)) out.push({ ...base, value });
        break;
      case 'boolean':
        if (values[0] === 'true' || values[0] === 'false') out.push({ ...base, value: values[0] });
        break;
      case 'text': {
        const text = values[0].trim().slice(0, TEXT_MAX);
        if (text) out.push({ ...base, value: text });
        break;
      }
    }
  }
  return out;
}

/** The URL parameters of a selection, in the properties' order; other parameters are kept. */
export function selectionToQuery(selection: CategoryPropertySelection[], properties: CategoryProperty[], base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const property of properties) {
    params.delete(key(property));
    params.delete(unitKey(property));
    params.delete(rangeParams(property.id).from);
    params.delete(rangeParams(property.id).to);
  }
  for (const property of properties) {
    const chosen = selection.filter((s) => s.propertyId === property.id);
    if (chosen.length === 0) continue;
    if (property.dataType === 'number') {
      const { value, maxValue, measurementUnitId } = chosen[0];
      params.set(key(property), `${value ?? ''}${RANGE}${maxValue ?? ''}`);
      if (measurementUnitId !== null && measurementUnitId !== property.defaultUnit?.id) params.set(unitKey(property), String(measurementUnitId));
    } else {
      for (const s of chosen) if (s.value !== null) params.append(key(property), String(s.value));
    }
  }
  return params;
}

/** The API's property conditions of a selection: one per property, options gathered. */
export function selectionToFilters(selection: CategoryPropertySelection[], properties: CategoryProperty[]): PropertyFilter[] {
  const filters: PropertyFilter[] = [];
  for (const property of properties) {
    const chosen = selection.filter((s) => s.propertyId === property.id && (s.value !== null || s.maxValue !== null));
    if (chosen.length === 0) continue;
    switch (property.dataType) {
      case 'number': {
        const { value, maxValue, measurementUnitId } = chosen[0];
        filters.push({
          propertyId: property.id,
          ...(typeof value === 'number' ? { value } : {}),
          ...(maxValue !== null ? { maxValue } : {}),
          ...(measurementUnitId !== null ? { measurementUnitId } : {}),
        });
        break;
      }
      case 'boolean':
        filters.push({ propertyId: property.id, boolValue: chosen[0].value === 'true' });
        break;
      default:
        filters.push({ propertyId: property.id, options: chosen.map((s) => String(s.value)) });
    }
  }
  return filters;
}

/** The selection with one property's entries replaced (an empty list clears the property). */
export function replaceProperty(
  selection: CategoryPropertySelection[],
  propertyId: number,
  entries: CategoryPropertySelection[],
): CategoryPropertySelection[] {
  return [...selection.filter((s) => s.propertyId !== propertyId), ...entries];
}

export const PROPERTY_PAGE_SIZE = 12;
export type PropertyView = 'products' | 'suppliers';

/** The view a URL names (the same reading on server and client). */
export function readPropertyView(params: Params, filterable: CategoryProperty[]) {
  const selection = selectionFromQuery(params, filterable);
  const rawPage = params.get(PAGE_PARAM);
  return {
    selection,
    filters: selectionToFilters(selection, filterable),
    page: rawPage && /^[1-9][0-9]{0,5}$/.test(rawPage) ? Number(rawPage) : 1,
    view: (params.get(VIEW_PARAM) === 'suppliers' ? 'suppliers' : 'products') as PropertyView,
  };
}

/**
 * The canonical query of a property view (its filters as `selectionToQuery` writes them, empty
 * fields and default units gone, other parameters kept), or `null` when `params` already is it
 * (in any order: the pager adds its page at the end).
 */
export function canonicalPropertyQuery(params: URLSearchParams, filterable: CategoryProperty[]): URLSearchParams | null {
  const canonical = selectionToQuery(selectionFromQuery(params, filterable), filterable, params);
  if (canonical.get(VIEW_PARAM) !== 'suppliers') canonical.delete(VIEW_PARAM);
  const entries = (query: URLSearchParams) => JSON.stringify([...query].sort());
  return entries(canonical) === entries(params) ? null : canonical;
}
