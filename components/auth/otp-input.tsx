'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { toLatinDigits, toPersianDigits } from '@/lib/persian/digits';

export const OTP_LENGTH = 6;

/** Latin digits of whatever was typed or pasted: Persian, Arabic-Indic, spaces and dashes allowed. */
export const otpDigits = (text: string) => toLatinDigits(text).replace(/\D/g, '');

/** Writes `digits` into `code` from `start` on; characters past the end are dropped. */
export function fillCode(code: string[], start: number, digits: string): string[] {
  const next = [...code];
  for (let i = 0; i < digits.length && start + i < next.length; i++) next[start + i] = digits[i];
  return next;
}

type Props = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Called once every box holds a digit, with the Latin-digit code. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  /** Id of the text that explains or reports on the code (instructions, the error). */
  describedBy?: string;
};

/**
 * Six boxes for the login code. Typing moves on, Backspace moves back, a paste or an SMS autofill
 * of the whole code (into any box) fills all of them; Persian and Arabic digits count. The boxes
 * run left to right as the digits of the SMS do, whatever the page direction.
 */
export function OtpInput({ value, onChange, onComplete, disabled, error, autoFocus, describedBy }: Props) {
  const t = useTranslations('login');
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(value.length - 1, index))]?.focus();

  function apply(next: string[], focusIndex: number) {
    onChange(next);
    focus(focusIndex);
    if (next.every((d) => d !== '')) onComplete?.(next.join(''));
  }

  function put(index: number, text: string) {
    const digits = otpDigits(text);
    if (!digits) return;
    // A whole code (paste, autofill) always starts at the first box.
    const start = digits.length >= value.length ? 0 : index;
    apply(fillCode(value, start, digits), start + digits.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = value[index] || index === 0 ? index : index - 1;
      onChange(value.map((d, i) => (i === target ? '' : d)));
      focus(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    put(index, event.clipboardData.getData('text'));
  }

  return (
    <Box role="group" aria-label={t('codeGroup')} dir="ltr" sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 }, justifyContent: 'center' }}>
      {value.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
          }}
          value={digit ? toPersianDigits(digit) : ''}
          onChange={(event) => {
            const text = (event.target as HTMLInputElement).value;
            if (otpDigits(text)) put(index, text);
            else if (text === '') onChange(value.map((d, i) => (i === index ? '' : d)));
          }}
          onKeyDown={(event) => onKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
          onPaste={(event) => onPaste(index, event as ClipboardEvent<HTMLInputElement>)}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          aria-label={t('codeDigit', { index: index + 1, count: value.length })}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          name={index === 0 ? 'code' : undefined}
          sx={{
            width: { xs: 42, sm: 48 },
            height: { xs: 50, sm: 56 },
            minWidth: 0,
            textAlign: 'center',
            fontSize: 24,
            fontFamily: 'inherit',
            border: 2,
            borderRadius: 2,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            outline: 'none',
            '&:focus': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 3 },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}

export const emptyCode = (length = OTP_LENGTH) => Array.from({ length }, () => '');
