import { toPersianDigits } from '../../../lib/persian/digits';
import type { FieldErrors } from '../supplier-desk/field-errors';
import { sanitizePlainText } from './sanitize-rich-text';

/**
 * A plain text as it is kept (markup removed), its least length checked on what is kept: the
 * contract checks what was sent, and a value made of markup alone (`<b></b>`) passed it empty.
 */
export function keptPlainText(value: string, field: string, min: number, errors: FieldErrors): string {
  const kept = sanitizePlainText(value);
  if (kept.length < min) {
    errors.add(field, min <= 1 ? 'این مقدار لازم است' : `دست‌کم ${toPersianDigits(min)} نویسه بنویسید (نشانه‌گذاری HTML شمرده نمی‌شود)`);
  }
  return kept;
}
