import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { PropertyField } from './property-field';

const base: CategoryProperty = {
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
};

describe('PropertyField', () => {
  it('labels option values with Persian digits, as product names show them, and keeps the stored value', () => {
    const onChange = vi.fn();
    renderWithProviders(<PropertyField property={base} value={[]} onChange={onChange} />);
    const labels = screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
    expect(labels).toEqual(['A۱', 'A۲', 'A۳', 'A۴']);
    expect(screen.getByRole('group', { name: 'استاندارد' }).textContent).not.toMatch(/[0-9]/);

    fireEvent.click(screen.getByRole('checkbox', { name: 'A۳' }));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ propertyId: 54, value: 'A3' })]);
  });

  it('writes a number range taken from the URL back in Persian digits', () => {
    const diameter: CategoryProperty = { ...base, id: 55, code: 'diameter', name: 'قطر', dataType: 'number', options: [] };
    const value = [{ propertyId: 55, value: 12, maxValue: 25, measurementUnitId: null, defaultMeasurementUnitDisplayText: null }];
    renderWithProviders(<PropertyField property={diameter} value={value} onChange={vi.fn()} />);
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['۱۲', '۲۵']);
  });
});
