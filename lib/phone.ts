import { toLatinDigits } from './persian/digits';

/**
 * Iranian mobile numbers as people type them: Persian, Arabic-Indic or Latin digits, with spaces,
 * dashes and the invisible direction marks that copying from right-to-left text brings along.
 */
const SEPARATORS = /[\s\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069\-\u2010-\u2015\u2212]/g;

const FORMS: RegExp[] = [
  /^\+989(\d{9})$/,
  /^00989(\d{9})$/,
  /^989(\d{9})$/,
  /^09(\d{9})$/,
  /^9(\d{9})$/,
];

/** `+989xxxxxxxxx`, or null when the input is not an Iranian mobile number. */
export function normalizeIranMobile(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const compact = toLatinDigits(input).replace(SEPARATORS, '');
  for (const form of FORMS) {
    const match = form.exec(compact);
    if (match) return `+989${match[1]}`;
  }
  return null;
}

export function isIranMobile(input: string): boolean {
  return normalizeIranMobile(input) !== null;
}

/** `09xxxxxxxxx`: the form Iranian SMS providers expect for a receiver. */
export function toLocalMobile(normalized: string): string {
  const phone = normalizeIranMobile(normalized);
  if (!phone) throw new Error('not an Iranian mobile number');
  return `0${phone.slice(3)}`;
}

/** For logs: enough to tell numbers apart, not enough to call one. */
export function maskPhone(normalized: string): string {
  if (normalized.length < 8) return '***';
  return `${normalized.slice(0, 6)}***${normalized.slice(-4)}`;
}
