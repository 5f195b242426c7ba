'use client';

import { useEffect, useRef } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { guardDateKeys } from './date-key-guard';
import { dateFormats, latinDigitsFirst, pasteLatinDigits, PersianDigitsAdapter, pickerText, weekdayInitial, type PickerFieldProps } from './jalali-date-field';


/**
 * A moment (day and time, in the device's clock) typed or picked in the Jalali calendar with
 * Persian digits, as JalaliDateField picks a day; the form keeps the ISO instant the API expects
 * ('invalid' while half typed). A browser's own `datetime-local` showed a Gregorian date in Latin digits.
 */
/** `value`: an instant, ISO 8601, or ''. */
export function JalaliDateTimeField({ label, name, value, onChange, error, required }: PickerFieldProps) {
  const date = value ? new Date(value) : null;
  // The date field's guards: only digits reach a part, and a separator moves to the next one.
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => guardDateKeys(wrapper.current!, fieldRef), []);
  return (
    <LocalizationProvider dateAdapter={PersianDigitsAdapter} localeText={pickerText} dateFormats={dateFormats}>
      <div ref={wrapper} onInputCapture={latinDigitsFirst} onPasteCapture={pasteLatinDigits}>
        <DateTimePicker
          label={label}
          name={name}
          value={date && !Number.isNaN(date.getTime()) ? date : null}
          onChange={(next) => onChange(!next ? '' : Number.isNaN(next.getTime()) ? 'invalid' : next.toISOString())}
          ampm={false}
          dayOfWeekFormatter={weekdayInitial}
          views={['year', 'month', 'day', 'hours', 'minutes']}
          slotProps={{ textField: { fullWidth: true, required, error: Boolean(error), helperText: error }, field: { fieldRef } }}
        />
      </div>
    </LocalizationProvider>
  );
}
