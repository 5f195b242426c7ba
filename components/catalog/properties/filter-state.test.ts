import { describe, expect, it } from 'vitest';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import { canonicalPropertyQuery, readPropertyView, replaceProperty, selectionFromQuery, selectionToFilters, selectionToQuery } from './filter-state';

const mm = { id: 5, name: 'میلی‌متر', symbol: 'mm', factor: 0.001, isBase: false };
const cm = { id: 6, name: 'سانتی‌متر', symbol: 'cm', factor: 0.01, isBase: false };
const property = (over: Partial<CategoryProperty>): CategoryProperty => ({
  id: 1,
  categoryId: 9,
  isInherited: false,
  code: 'x',
  name: 'x',
  dataType: 'text',
  measurementQuantity: null,
  defaultUnit: null,
  units: [],
  minValue: null,
  maxValue: null,
  options: [],
  isFilterable: true,
  isRequired: false,
  ...over,
});

const kind = property({ id: 54, dataType: 'option', options: ['مانیسمان', 'درزدار', 'گالوانیزه'] });
const size = property({ id: 81, dataType: 'number', defaultUnit: mm, units: [mm, cm], minValue: 10, maxValue: 500 });
const ribbed = property({ id: 90, dataType: 'boolean' });
const brand = property({ id: 91, dataType: 'text' });
const hidden = property({ id: 92, dataType: 'text', isFilterable: false });
const properties = [kind, size, ribbed, brand, hidden];

const read = (query: string) => selectionFromQuery(new URLSearchParams(query), properties);

describe('property filter from the URL', () => {
  it('reads every kind of property', () => {
    expect(read('p54=مانیسمان&p54=درزدار&p81=20~40&u81=6&p90=true&p91=فولاد')).toEqual([
      { propertyId: 54, value: 'مانیسمان', maxValue: null, measurementUnitId: null, defaultMeasurementUnitDisplayText: null },
      { propertyId: 54, value: 'درزدار', maxValue: null, measurementUnitId: null, defaultMeasurementUnitDisplayText: null },
      { propertyId: 81, value: 20, maxValue: 40, measurementUnitId: 6, defaultMeasurementUnitDisplayText: 'سانتی‌متر' },
      { propertyId: 90, value: 'true', maxValue: null, measurementUnitId: null, defaultMeasurementUnitDisplayText: null },
      { propertyId: 91, value: 'فولاد', maxValue: null, measurementUnitId: null, defaultMeasurementUnitDisplayText: null },
    ]);
  });

  it('takes an open range, Persian digits and the default unit', () => {
    expect(read('p81=۲۵~')).toEqual([
      { propertyId: 81, value: 25, maxValue: null, measurementUnitId: 5, defaultMeasurementUnitDisplayText: 'میلی‌متر' },
    ]);
  });

  it('drops what the property does not allow', () => {
    expect(read('p54=چدنی&p81=abc&p90=maybe&p92=x&p81=50~10')).toEqual([]);
    expect(read('p81=50~10')).toEqual([]);
    expect(read('p81=10~20&u81=999')[0].measurementUnitId).toBe(5);
  });
});

describe('property filter to the URL and back', () => {
  it('round-trips a selection and keeps other parameters', () => {
    const selection = read('p54=گالوانیزه&p81=~300&u81=6&p90=false');
    const params = selectionToQuery(selection, properties, new URLSearchParams('sort=newest&p54=old'));
    expect(params.get('sort')).toBe('newest');
    expect(params.getAll('p54')).toEqual(['گالوانیزه']);
    expect(params.get('p81')).toBe('~300');
    expect(read(params.toString())).toEqual(selection);
  });

  it('leaves the default unit out of the URL', () => {
    expect(selectionToQuery(read('p81=1~2'), properties).has('u81')).toBe(false);
  });
});

describe('property filter to API conditions', () => {
  it('gathers options and maps ranges and yes/no', () => {
    expect(selectionToFilters(read('p54=مانیسمان&p54=درزدار&p81=20~&p90=false&p91=فولاد'), properties)).toEqual([
      { propertyId: 54, options: ['مانیسمان', 'درزدار'] },
      { propertyId: 81, value: 20, measurementUnitId: 5 },
      { propertyId: 90, boolValue: false },
      { propertyId: 91, options: ['فولاد'] },
    ]);
  });

  it('replaces one property and leaves the others', () => {
    const selection = read('p54=مانیسمان&p90=true');
    expect(replaceProperty(selection, 54, []).map((s) => s.propertyId)).toEqual([90]);
  });
});

describe('the view a properties URL names', () => {
  it('reads filters, page and result kind the same way on server and client', () => {
    const view = readPropertyView(new URLSearchParams('p54=درزدار&page=3&view=suppliers'), properties);
    expect(view).toMatchObject({ page: 3, view: 'suppliers', filters: [{ propertyId: 54, options: ['درزدار'] }] });
    expect(readPropertyView(new URLSearchParams('page=0&view=x'), properties)).toMatchObject({ page: 1, view: 'products', filters: [] });
    expect(readPropertyView(new URLSearchParams('page=abc'), properties).page).toBe(1);
  });
});

describe('the filter form sent before any script runs', () => {
  const canonical = (query: string) => canonicalPropertyQuery(new URLSearchParams(query), properties)?.toString() ?? null;

  it('is answered with the canonical URL: a range from its two fields, empty fields and the default unit gone', () => {
    expect(canonical('p81-from=۲۰&p81-to=40&u81=5&p54=درزدار&p90=&p91=')).toBe(new URLSearchParams('p54=درزدار&p81=20~40').toString());
    expect(canonical('p81-from=&p81-to=&u81=6&p90=&p91=')).toBe('');
    expect(canonical('view=suppliers&p81-from=&p81-to=30&u81=6')).toBe(new URLSearchParams('view=suppliers&p81=~30&u81=6').toString());
    expect(canonical('view=&p90=false')).toBe('p90=false');
  });

  it('leaves a canonical URL, and parameters other than the filter, as they are', () => {
    for (const query of ['', 'p54=درزدار', 'p81=20~40&u81=6', 'view=suppliers&p90=true&page=2', 'utm_source=x&p91=فولاد']) {
      expect(canonical(new URLSearchParams(query).toString())).toBeNull();
    }
  });

  it('drops a range whose ends are not numbers, or are reversed', () => {
    expect(canonical('p81-from=abc&p81-to=')).toBe('');
    expect(canonical('p81-from=50&p81-to=10')).toBe('');
  });
});
