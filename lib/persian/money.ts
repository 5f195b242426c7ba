import { numberToWords } from '@persian-tools/persian-tools';
import { formatNumber, toLatinDigits, toPersianDigits } from './digits';

/** Amounts are integers in Rial everywhere; people read Toman (Rial ÷ 10). */
export function rialToToman(rial: number | bigint): number {
  return Math.floor(Number(rial) / 10);
}

/** `۱۲٬۵۰۰ تومان` for 125000 Rial. */
export function formatToman(rial: number | bigint): string {
  return `${formatNumber(rialToToman(rial))} تومان`;
}

/** `یک میلیون و دویست هزار تومان` for 12,000,000 Rial: how a report or an invoice writes an amount out. */
export function tomanInWords(rial: number | bigint): string {
  const toman = rialToToman(rial);
  // The library writes «هشت صد»; the hundreds are one word (چهارصد … نهصد), as دویست and پانصد already are.
  const words = toman === 0 ? 'صفر' : String(numberToWords(toman)).replace(/(چهار|شش|هفت|هشت|نه) صد/g, '$1صد');
  return `${words} تومان`;
}

/**
 * The most whole digits a typed Toman amount keeps: the largest price the site takes
 * (`PRICE_MAX_RIAL`, a thousand billion Toman) has twelve below it, so a thirteenth is a slip.
 */
export const TYPED_TOMAN_MAX_DIGITS = 12;

/**
 * An amount in Toman as its field shows it, reformatted as each key is typed: the whole toman
 * grouped in Persian digits, and a decimal mark with what follows kept as typed. Dropping the mark
 * ran the decimals into the whole (۱۲۰٬۰۰۰ then «٫۵» became ۱٬۲۰۰٬۰۰۵); kept, the form refuses it.
 */
export function groupTypedToman(typed: string): string {
  const [whole, ...fraction] = toLatinDigits(typed).split(/[.٫]/);
  const digits = whole.replace(/\D/g, '').slice(0, TYPED_TOMAN_MAX_DIGITS);
  const shown = digits ? toPersianDigits(formatNumber(Number(digits))) : '';
  return fraction.length ? `${shown}٫${toPersianDigits(fraction.join('').replace(/\D/g, ''))}` : shown;
}
