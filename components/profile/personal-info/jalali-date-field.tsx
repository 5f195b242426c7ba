'use client';

import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { toLatinDigits, toPersianDigits } from '@/lib/persian/digits';
import { guardDateKeys } from './date-key-guard';

// Persian readers get Persian digits everywhere: the calendar, its heading and the typed field.
// The field learns the digits from `formatByString` and strips them again before parsing; only its
// year check (does year 1 print as "0001"?) needs Latin digits, so the year's length is given. A
// whole date pasted or typed at once is parsed whatever its digits.
class PersianDigitsAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const formatByString = this.formatByString;
    this.formatByString = (value, format) => toPersianDigits(formatByString(value, format));
    const parse = this.parse;
    this.parse = (value, format) => parse(toLatinDigits(value), format);
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

/**
 * The calendar's column heads: MUI X takes the first letter of the short weekday name, which in
 * date-fns-jalali's Persian is «۱ش» for یکشنبه, so the heads read «ش ۱ ۲ ۳ ۴ ۵ ج». Persian
 * calendars use each day's initial.
 */
const WEEKDAY_INITIALS = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'];
export const weekdayInitial = (date: Date) => WEEKDAY_INITIALS[date.getDay()];

/**
 * MUI X reads a typed digit as a Latin one before localising it (`applyLocalizedDigits` maps a
 * character through `Number(…)`), so a Persian or Arabic-Indic digit typed on a phone's keyboard
 * became nothing and the year «۰۰۰۰». Typed text is made Latin before the field reads it (the
 * capture phase runs first), and a paste is sent again with Latin digits.
 */
function latinDigitsFirst(event: FormEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const text = target.textContent ?? '';
  const latin = toLatinDigits(text);
  if (latin !== text) target.textContent = latin;
}

function pasteLatinDigits(event: ClipboardEvent<HTMLElement>) {
  const text = event.clipboardData.getData('text');
  const latin = toLatinDigits(text);
  if (latin === text) return;
  event.preventDefault();
  event.stopPropagation();
  const data = new DataTransfer();
  data.setData('text', latin);
  event.target.dispatchEvent(
    new window.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

/** The picker dialog's heading while no day is chosen. */
export const NO_DAY_YET = 'روزی انتخاب نشده';

// Given once: a new object on each render would make LocalizationProvider build a new adapter.
const dateFormats = { monthShort: 'MMMM' };

const pickerText = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
  // MUI's own Persian says «آینده» (the future) for the step to the clock.
  nextStepButtonLabel: 'بعدی',
  // MUI's Persian writes «تایید»; the site writes «تأیید».
  okButtonLabel: 'تأیید',
  fieldHoursPlaceholder: () => 'ساعت',
  fieldMinutesPlaceholder: () => 'دقیقه',
};

/** Gregorian `YYYY-MM-DD` (what the API stores) → a local-midnight Date, or null. */
export function isoDayToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(+match[1], +match[2] - 1, +match[3]) : null;
}

/** A picked Date → Gregorian `YYYY-MM-DD`; an unfinished or impossible date gives 'invalid'. */
export function dateToIsoDay(date: Date | null): string {
  if (!date) return '';
  if (Number.isNaN(date.getTime())) return 'invalid';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What a picked-value field takes; `value` is the form's text of it ('' when empty). */
export type PickerFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
};

/** `value`: Gregorian `YYYY-MM-DD` or ''. */
type Props = PickerFieldProps & {
  helperText?: string;
  disabled?: boolean;
  minDate?: Date;
  maxDate?: Date;
  /** Which side of today may be picked: a birth date is past (the default), a delivery date future. */
  direction?: 'past' | 'future';
};

/**
 * A date typed or picked in the Jalali calendar with Persian digits and month names (MUI X with
 * date-fns-jalali); the form keeps the Gregorian day the API expects.
 */
export function JalaliDateField({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  disabled,
  required,
  minDate,
  maxDate,
  direction = 'past',
}: Props) {
  // The field's own last value goes back to it as the very same object while the form holds what
  // it said: a new Date for a half-typed (invalid) date on every render of the form made MUI
  // re-read the sections from it and wipe what was being typed (an autosave's re-render did it).
  const [emitted, setEmitted] = useState<{ iso: string; date: Date | null } | null>(null);
  const date = emitted && emitted.iso === value ? emitted.date : value === 'invalid' ? new Date(Number.NaN) : isoDayToDate(value);
  return (
    <JalaliPickerFrame>
      {(fieldRef) => (
        <DatePicker
          label={label}
          name={name}
          value={date}
          onChange={(next) => {
            const iso = dateToIsoDay(next);
            setEmitted({ iso, date: next });
            onChange(iso);
          }}
          disabled={disabled}
          minDate={minDate}
          maxDate={maxDate}
          disableFuture={direction === 'past'}
          disablePast={direction === 'future'}
          openTo={direction === 'past' ? 'year' : 'day'}
          views={['year', 'month', 'day']}
          dayOfWeekFormatter={weekdayInitial}
          slotProps={{
            textField: { fullWidth: true, required, error: Boolean(error), helperText: error ?? helperText },
            field: { clearable: true, fieldRef },
            // The dialog's heading before a day is picked: MUI draws «––», read as nothing.
            toolbar: { toolbarPlaceholder: NO_DAY_YET },
          }}
        />
      )}
    </JalaliPickerFrame>
  );
}

/**
 * What every Jalali picker field has around its MUI X picker: the calendar with Persian digits and
 * names, and the guards on what is typed (Latin digits first, only digits into a part, a separator
 * moves on). `children` draws the picker, handing `fieldRef` to its field.
 */
export function JalaliPickerFrame({ children }: { children: (fieldRef: RefObject<FieldRef<Date | null> | null>) => ReactNode }) {
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => guardDateKeys(wrapper.current!, fieldRef), []);
  return (
    <LocalizationProvider dateAdapter={PersianDigitsAdapter} localeText={pickerText} dateFormats={dateFormats}>
      <div ref={wrapper} onInputCapture={latinDigitsFirst} onPasteCapture={pasteLatinDigits}>
        {children(fieldRef)}
      </div>
    </LocalizationProvider>
  );
}
