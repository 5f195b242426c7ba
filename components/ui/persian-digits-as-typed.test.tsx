import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { persianDigitsAsTyped } from './persian-digits-as-typed';

function PhoneField() {
  const [value, setValue] = useState('');
  return <input aria-label="تلفن" value={value} onChange={(event) => setValue(persianDigitsAsTyped(event))} />;
}

/** Types into the field as a keyboard does: the text changes, the caret is where the key was, then the input event. */
function typeAs(input: HTMLInputElement, text: string, caret: number) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
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
