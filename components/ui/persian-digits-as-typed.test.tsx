import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeAs } from './testing/type-as';
import { persianDigitsAsTyped } from './persian-digits-as-typed';

function PhoneField() {
  const [value, setValue] = useState('');
  return <input aria-label="تلفن" value={value} onChange={(event) => setValue(persianDigitsAsTyped(event))} />;
}

describe('persianDigitsAsTyped', () => {
  it('shows Latin digits in Persian and keeps the caret where the digit was typed', () => {
    render(<PhoneField />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'تلفن' });
    typeAs(input, '0912', 4);
    expect(input.value).toBe('۰۹۱۲');
    // A digit put back in the middle, on a Latin keyboard: the caret stays after it, not at the end.
    typeAs(input, '۰۹1۱۲', 3);
    expect(input.value).toBe('۰۹۱۱۲');
    expect(input.selectionStart).toBe(3);
    // Letters and Persian digits pass as they are.
    typeAs(input, 'پلاک ۱۲ B', 9);
    expect(input.value).toBe('پلاک ۱۲ B');
  });
});
