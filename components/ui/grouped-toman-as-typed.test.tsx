import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeAs } from './testing/type-as';
import { PRICE_MAX_RIAL } from '@/api/contract/supplier-desk';
import { groupedTomanAsTyped } from './grouped-toman-as-typed';

function PriceField() {
  const [value, setValue] = useState('');
  return <input aria-label="قیمت" value={value} onChange={(event) => setValue(groupedTomanAsTyped(event))} />;
}

describe('groupedTomanAsTyped', () => {
  it('groups the digits as typed, in Persian, and keeps the caret after the digit typed', () => {
    render(<PriceField />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'قیمت' });
    typeAs(input, '34500', 5);
    expect(input.value).toBe('۳۴٬۵۰۰');
    expect(input.selectionStart).toBe(6);
    // A digit put in the middle, the separators the same: the caret stays after it.
    typeAs(input, '۳9۴٬۵۰۰', 2);
    expect(input.value).toBe('۳۹۴٬۵۰۰');
    expect(input.selectionStart).toBe(2);
    typeAs(input, '۳۹۴٬۵۰۰0', 8);
    expect(input.value).toBe('۳٬۹۴۵٬۰۰۰');
    expect(input.selectionStart).toBe(9);
    // A digit taken away from the front drops a separator: the caret stays before the same digits.
    typeAs(input, '٬۹۴۵٬۰۰۰', 0);
    expect(input.value).toBe('۹۴۵٬۰۰۰');
    expect(input.selectionStart).toBe(0);
    // A digit put near the front adds a separator before the caret: it stays after that digit, not
    // at the same distance from the end.
    typeAs(input, '۹1۴۵٬۰۰۰', 2);
    expect(input.value).toBe('۹٬۱۴۵٬۰۰۰');
    expect(input.selectionStart).toBe(3);
    // A separator added after the caret does not move it: «۱» typed before «۲۳۴» leaves it after the «۱».
    typeAs(input, '۲۳۴', 3);
    typeAs(input, '1۲۳۴', 1);
    expect(input.value).toBe('۱٬۲۳۴');
    expect(input.selectionStart).toBe(1);
    typeAs(input, '۹۴۵٬۰۰۰', 7);
    // A decimal mark and what follows it stay as typed, for the form to refuse.
    typeAs(input, '۹۴۵٬۰۰۰.5', 9);
    expect(input.value).toBe('۹۴۵٬۰۰۰٫۵');
  });

  it('keeps no more digits than the largest price the site takes has: a thirteenth is a slip', () => {
    render(<PriceField />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'قیمت' });
    typeAs(input, '9999999999999', 13);
    expect(input.value).toBe('۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹');
    expect(Number(input.value.replace(/٬/g, '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))) * 10).toBeLessThanOrEqual(PRICE_MAX_RIAL);
  });
});
