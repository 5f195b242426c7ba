'use client';

import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';
import { toPersianDigits } from '@/lib/persian/digits';

// Persian readers get Persian digits everywhere: the calendar, its heading and the typed field.
// The field learns the digits from `formatByString` and strips them again before parsing; only its
// year check (does year 1 print as "0001"?) needs Latin digits, so the year's length is given.
class PersianDigitsAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const formatByString = this.formatByString;
    this.formatByString = (value, format) => toPersianDigits(formatByString(value, format));
    this.formatTokenMap = { ...this.formatTokenMap, yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 } };
  }
}

const pickerText = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
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

type Props = {
  label: string;
  name: string;
  /** Gregorian `YYYY-MM-DD` or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  minDate?: Date;
  maxDate?: Date;
};

/**
 * A date typed or picked in the Jalali calendar with Persian digits and month names (MUI X with
 * date-fns-jalali); the form keeps the Gregorian day the API expects.
 */
export function JalaliDateField({ label, name, value, onChange, error, helperText, disabled, minDate, maxDate }: Props) {
  const date = value === 'invalid' ? new Date(Number.NaN) : isoDayToDate(value);
  return (
    <LocalizationProvider dateAdapter={PersianDigitsAdapter} localeText={pickerText} dateFormats={{ monthShort: 'MMMM' }}>
      <DatePicker
        label={label}
        name={name}
        value={date}
        onChange={(next) => onChange(dateToIsoDay(next))}
        disabled={disabled}
        minDate={minDate}
        maxDate={maxDate}
        disableFuture
        openTo="year"
        views={['year', 'month', 'day']}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error ?? helperText },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
