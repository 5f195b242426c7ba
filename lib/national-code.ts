import { toLatinDigits } from './persian/digits';

const SEPARATORS = /[\s\u200c\u200e\u200f\-\u2010-\u2015]/g;

/**
 * The ten digits of an Iranian national code (کد ملی) as typed (Persian or Latin digits, spaces,
 * dashes), or null when it is not ten digits. Says nothing about the check digit.
 */
export function normalizeNationalCode(input: string): string | null {
  if (typeof input !== 'string' || input.length > 30) return null;
  const digits = toLatinDigits(input).replace(SEPARATORS, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/**
 * The last digit checks the first nine: weights 10 down to 2, sum mod 11; a remainder under 2 is
 * the check digit itself, otherwise 11 minus it. Ten equal digits pass that sum but are never issued.
 */
export function isValidNationalCode(input: string): boolean {
  const code = normalizeNationalCode(input);
  if (!code || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = remainder < 2 ? remainder : 11 - remainder;
  return Number(code[9]) === check;
}
