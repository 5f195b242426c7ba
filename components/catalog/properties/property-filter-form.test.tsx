import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import messages from '@/messages/fa.json';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { LATIN_NUMBER } from '@/lib/persian/digits';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: 'fa', messages, namespace }),
}));
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const { PropertyFilterForm } = await import('./property-filter-form');

const property = (over: Partial<CategoryProperty>): CategoryProperty => ({
  id: 54,
  categoryId: 43,
  isInherited: false,
  code: 'standard',
  name: 'استاندارد',
  dataType: 'option',
  measurementQuantity: null,
  defaultUnit: null,
  units: [],
  minValue: null,
  maxValue: null,
  options: ['A1', 'A2', 'A3', 'A4'],
  isFilterable: true,
  isRequired: false,
  ...over,
});
const mm = { id: 5, name: 'میلی‌متر', symbol: 'mm', factor: 0.001, isBase: false };
const cm = { id: 6, name: 'سانتی‌متر', symbol: 'cm', factor: 0.01, isBase: false };
const standard = property({});
const diameter = property({ id: 55, code: 'diameter', name: 'قطر', dataType: 'number', options: [], defaultUnit: mm, units: [mm, cm], minValue: 8, maxValue: 32 });
const PATH = '/category/properties/43/میلگرد';

async function renderForm(selection = [{ propertyId: 55, value: 12, maxValue: 25, measurementUnitId: 5, defaultMeasurementUnitDisplayText: 'میلی‌متر' }]) {
  renderWithProviders(await PropertyFilterForm({ properties: [standard, diameter], selection, view: 'products', path: PATH }));
}

describe('the property filter form', () => {
  it('is a GET form to the page that works without scripts, its option labels as written (a grade’s code keeps its Latin digits) and its values as stored', async () => {
    await renderForm();
    const form = screen.getByRole('form', { name: 'فیلتر ویژگی‌ها' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe(encodeURI(PATH));
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(boxes.map((box) => [box.name, box.value])).toEqual(['A1', 'A2', 'A3', 'A4'].map((v) => ['p54', v]));
    expect(screen.getByRole('group', { name: 'استاندارد' }).textContent).not.toMatch(LATIN_NUMBER);
  });

  it('writes the range it was rendered for back in Persian digits, in the fields the canonical URL is made from', async () => {
    await renderForm();
    const fields = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(fields.map((input) => [input.name, input.value])).toEqual([
      ['p55-from', '۱۲'],
      ['p55-to', '۲۵'],
    ]);
    expect(screen.getByRole('combobox', { name: 'یکا' })).toHaveValue('5');
    expect(screen.getByText(/بازه موجود/).textContent).toBe('بازه موجود: ۸ تا ۳۲ میلی‌متر');
  });

  it('once scripts run, goes straight to the canonical URL inside the app', async () => {
    await renderForm([]);
    fireEvent.change(screen.getAllByRole('textbox')[0], { target: { value: '۱۰' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'A3' }));
    fireEvent.submit(screen.getByRole('form', { name: 'فیلتر ویژگی‌ها' }));
    expect(push).toHaveBeenCalledWith(`${encodeURI(PATH)}?${new URLSearchParams('p54=A3&p55=10~')}`);
  });

  it('offers to clear only an active filter, as a link to the unfiltered page', async () => {
    await renderForm([]);
    expect(screen.queryByRole('link', { name: 'حذف فیلترها' })).toBeNull();
    expect(screen.getByText('فیلتر ویژگی‌ها', { selector: 'summary' })).toBeInTheDocument();
  });
});
