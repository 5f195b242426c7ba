import { isValidNationalCode, normalizeNationalCode } from '@/lib/national-code';
import { normalizeIranMobile } from '@/lib/phone';
import { toLatinDigits } from '@/lib/persian/digits';

/**
 * The contract's rules (api/contract/users, addresses, customers) for the browser, without
 * bundling zod's OpenAPI layer. Each returns a message key of the `profileForms` namespace, or
 * undefined when the value passes; the API checks everything again.
 */
export type RuleKey =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'nameInvalid'
  | 'nationalCodeInvalid'
  | 'emailInvalid'
  | 'birthDateInvalid'
  | 'mobileInvalid'
  | 'postalCodeInvalid'
  | 'economicCodeInvalid'
  | 'provinceRequired'
  | 'cityRequired';

export type RuleErrors<K extends string> = Partial<Record<K, RuleKey>>;

const NAME_FORBIDDEN = /[<>{}\d۰-۹٠-٩]/;

export function nameRule(value: string, max = 50): RuleKey | undefined {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > max) return 'tooLong';
  if (NAME_FORBIDDEN.test(text)) return 'nameInvalid';
  return undefined;
}

export function textRule(value: string, { max, min = 0, required = false }: { max: number; min?: number; required?: boolean }) {
  const text = value.trim();
  if (!text) return required ? ('required' as const) : undefined;
  if (text.length < min) return 'tooShort' as const;
  if (text.length > max) return 'tooLong' as const;
  return undefined;
}

export function nationalCodeRule(value: string, required = false): RuleKey | undefined {
  if (!value.trim()) return required ? 'required' : undefined;
  const code = normalizeNationalCode(value);
  return code && isValidNationalCode(code) ? undefined : 'nationalCodeInvalid';
}

// The same shape zod's email check accepts, closely enough for a hint before the round trip.
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function emailRule(value: string): RuleKey | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (text.length > 200) return 'tooLong';
  return EMAIL.test(text) ? undefined : 'emailInvalid';
}

/** Gregorian `YYYY-MM-DD`: a real day, not in the future, not before 1900. */
export function birthDateRule(value: string, now = Date.now()): RuleKey | undefined {
  const text = toLatinDigits(value).trim();
  if (!text) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return 'birthDateInvalid';
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  if (date.toISOString().slice(0, 10) !== text) return 'birthDateInvalid';
  if (date.getTime() > now || date.getUTCFullYear() < 1900) return 'birthDateInvalid';
  return undefined;
}

export function mobileRule(value: string, required = true): RuleKey | undefined {
  if (!value.trim()) return required ? 'required' : undefined;
  return normalizeIranMobile(value) ? undefined : 'mobileInvalid';
}

export function postalCodeRule(value: string): RuleKey | undefined {
  const digits = toLatinDigits(value).replace(/[\s-]/g, '');
  if (!digits) return undefined;
  return /^\d{10}$/.test(digits) ? undefined : 'postalCodeInvalid';
}

export function economicCodeRule(value: string): RuleKey | undefined {
  const digits = toLatinDigits(value).replace(/[\s-]/g, '');
  if (!digits) return undefined;
  return /^\d{10,14}$/.test(digits) ? undefined : 'economicCodeInvalid';
}

/** Drops the fields that passed. */
export function compact<K extends string>(errors: Record<K, RuleKey | undefined>): RuleErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as RuleErrors<K>;
}
