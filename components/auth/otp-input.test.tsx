import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { emptyCode, fillCode, OtpInput, otpDigits } from './otp-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState(emptyCode());
  return <OtpInput value={code} onChange={setCode} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('fills every box from a pasted Persian code and submits it with Latin digits', () => {
    const onComplete = vi.fn();
    renderWithProviders(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '۱۲۳۴۵۶' } });
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['۱', '۲', '۳', '۴', '۵', '۶']);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a whole code pasted into a later box from the first box on', () => {
    const onComplete = vi.fn();
    renderWithProviders(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[3], { clipboardData: { getData: () => ' ٩٨٧-٦٥٤ ' } });
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('accepts an SMS autofill of the whole code into the first box', () => {
    const onComplete = vi.fn();
    renderWithProviders(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0], { target: { value: '246810' } });
    expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('۲۴۶۸۱۰');
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('moves on after each digit, ignores letters, and goes back on Backspace', () => {
    const onComplete = vi.fn();
    renderWithProviders(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0], { target: { value: '۷' } });
    expect(boxes()[1]).toHaveFocus();
    fireEvent.change(boxes()[1], { target: { value: 'a' } });
    expect((boxes()[1] as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
    expect(boxes()[0]).toHaveFocus();
    expect((boxes()[0] as HTMLInputElement).value).toBe('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('labels the boxes for screen readers and asks for one-time-code autofill', () => {
    renderWithProviders(<Harness onComplete={() => {}} />);
    expect(screen.getByRole('group', { name: 'کد ورود' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('otp helpers', () => {
  it('reads Persian, Arabic-Indic and Latin digits and drops the rest', () => {
    expect(otpDigits('۱٢3 - 4')).toBe('1234');
  });

  it('writes digits from a position and drops what does not fit', () => {
    expect(fillCode(emptyCode(4), 2, '789')).toEqual(['', '', '7', '8']);
  });
});
