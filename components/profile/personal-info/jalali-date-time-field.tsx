'use client';

import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { JalaliPickerFrame, NO_DAY_YET, weekdayInitial, type PickerFieldProps } from './jalali-date-field';

/**
 * A moment (day and time, in the device's clock) typed or picked in the Jalali calendar with
 * Persian digits, as JalaliDateField picks a day. `value` is the ISO instant the API expects, ''
 * when empty, 'invalid' while half typed. A browser's own `datetime-local` showed a Gregorian date
 * in Latin digits. The server does not know that clock's zone: until the page is in the browser
 * the field stands empty and closed in its place (drawn in the server's zone, the hours did not
 * match the browser's and React threw the hydration away).
 */
export function JalaliDateTimeField({ label, name, value, onChange, error, required }: PickerFieldProps) {
  const inBrowser = useInBrowser();
  const date = value ? new Date(value) : null;
  if (!inBrowser) return <TextField label={label} name={name} fullWidth required={required} disabled />;
  return (
    <JalaliPickerFrame>
      {(fieldRef) => (
        <DateTimePicker
          label={label}
          name={name}
          value={date && !Number.isNaN(date.getTime()) ? date : null}
          onChange={(next) => onChange(!next ? '' : Number.isNaN(next.getTime()) ? 'invalid' : next.toISOString())}
          ampm={false}
          dayOfWeekFormatter={weekdayInitial}
          views={['year', 'month', 'day', 'hours', 'minutes']}
          slotProps={{ textField: { fullWidth: true, required, error: Boolean(error), helperText: error }, field: { fieldRef }, toolbar: { toolbarPlaceholder: NO_DAY_YET } }}
        />
      )}
    </JalaliPickerFrame>
  );
}
