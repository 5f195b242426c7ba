const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * A Latin digit as the interface never shows it: any but one inside a code that begins with a
 * capital Latin letter («میلگرد A3», «بتن C40», «ASTM A615», «IPE180»), which Persian writes as it
 * is («A۳» is neither script's way). Digits of other Latin words are numbers: «۴۰x۴۰», «۲.۵mm».
 */
export const LATIN_NUMBER = /(?<!(?:^|[^A-Za-z0-9.])[A-Z][A-Za-z0-9.]*)[0-9]/;
const LATIN_NUMBERS = new RegExp(LATIN_NUMBER.source, 'g');

/** Latin digits → Persian digits (leaves everything else alone, and a code's digits: LATIN_NUMBER). */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(LATIN_NUMBERS, (d) => PERSIAN[Number(d)]);
}

/** Persian and Arabic-Indic digits → Latin digits, for parsing what a person typed. */
export function toLatinDigits(input: string): string {
  return input
    .replace(/[۰-۹]/g, (d) => String(PERSIAN.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)));
}

const integerFormat = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 });

/** A number as a Persian reader expects it: Persian digits and the Persian thousands separator (٬). */
export function formatNumber(value: number | bigint, options?: { decimals?: boolean }): string {
  return (options?.decimals ? decimalFormat : integerFormat).format(value);
}

/**
 * A number as a person typed it: Persian, Arabic-Indic or Latin digits, thousands separators (٬ or
 * ,), a decimal mark (٫ or .), a leading minus; null when empty, 'invalid' for anything else
 * (words, `0x10`, `1e3`, which `Number` alone would take).
 */
export function parseTypedNumber(typed: string): number | null | 'invalid' {
  const plain = toLatinDigits(typed).replace(/[,٬\s]/g, '').replace('٫', '.');
  if (plain === '') return null;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : 'invalid';
}

/** Digits in a quantity's whole part: QUANTITY_MAX (a billion) has ten. */
export const TYPED_QUANTITY_MAX_DIGITS = 10;

/**
 * A quantity as it is typed: digits only, shown Persian, and one decimal mark shown «٫» (a «.» or the
 * «/» Persian hands write for it); letters, spaces, separators and a second mark are dropped, and the
 * whole part stops at ten digits. A field of letters was refused only on save, and a draft kept them.
 */
export function typedQuantity(typed: string): string {
  const [whole, ...fraction] = toLatinDigits(typed).split(/[.٫/]/);
  const digits = whole.replace(/\D/g, '').slice(0, TYPED_QUANTITY_MAX_DIGITS);
  const shown = toPersianDigits(digits);
  return fraction.length ? `${shown}٫${toPersianDigits(fraction.join('').replace(/\D/g, ''))}` : shown;
}
