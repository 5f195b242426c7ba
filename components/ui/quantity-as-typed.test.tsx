import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeAs } from './testing/type-as';
import { QUANTITY_MAX } from '@/api/contract/supplier-desk';
import { parseTypedNumber } from '@/lib/persian';
import { quantityAsTyped } from './quantity-as-typed';

function QuantityField() {
  const [value, setValue] = useState('');
  return <input aria-label="مقدار" value={value} onChange={(event) => setValue(quantityAsTyped(event))} />;
}

describe('quantityAsTyped', () => {
  it('keeps digits, in Persian, and one decimal mark; a letter typed is dropped and the caret stays after the last digit', () => {
    render(<QuantityField />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'مقدار' });
    typeAs(input, '12', 2);
    expect(input.value).toBe('۱۲');
    typeAs(input, '۱۲ت', 3);
    expect(input.value).toBe('۱۲');
    expect(input.selectionStart).toBe(2);
    // A letter typed in the middle: gone, the caret after the digit before it.
    typeAs(input, '۱a۲', 2);
    expect(input.value).toBe('۱۲');
    expect(input.selectionStart).toBe(1);
    // «.», «/» (the Persian hand's) and «٫» are the decimal mark, shown «٫»; a second is dropped.
    typeAs(input, '۱۲/5', 4);
    expect(input.value).toBe('۱۲٫۵');
    expect(parseTypedNumber(input.value)).toBe(12.5);
    typeAs(input, '۱۲٫۵.', 5);
    expect(input.value).toBe('۱۲٫۵');
    // Thousands separators pasted are dropped, the number kept.
    typeAs(input, '1,250', 5);
    expect(input.value).toBe('۱۲۵۰');
  });

  it('keeps no more whole digits than the largest quantity has', () => {
    render(<QuantityField />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'مقدار' });
    typeAs(input, '123456789012', 12);
    expect(input.value).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(String(QUANTITY_MAX)).toHaveLength(10);
  });
});
