import { formatNumber } from './digits';

/** Amounts are integers in Rial everywhere; people read Toman (Rial ÷ 10). */
export function rialToToman(rial: number | bigint): number {
  return Math.floor(Number(rial) / 10);
}

/** `۱۲٬۵۰۰ تومان` for 125000 Rial. */
export function formatToman(rial: number | bigint): string {
  return `${formatNumber(rialToToman(rial))} تومان`;
}
