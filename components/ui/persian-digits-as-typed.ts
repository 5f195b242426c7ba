import type { ChangeEvent } from 'react';
import { toPersianDigits } from '@/lib/persian';

/**
 * A number field's text with the digits typed on a Latin keyboard shown in Persian, as the rest of
 * the page shows them («0912» stayed Latin beside Persian labels). The field itself is changed
 * here, the caret kept where it was: set by React afterwards, the new value would move the caret
 * to the end under a thumb correcting a digit in the middle. What is sent is parsed either way.
 */
export function persianDigitsAsTyped(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string {
  const field = event.target;
  // A phone keyboard composing a word owns the text until it is done: changed under it, letters
  // come twice or go. The digits turn Persian at the next change.
  if ((event.nativeEvent as InputEvent).isComposing) return field.value;
  const shown = toPersianDigits(field.value);
  if (shown !== field.value) {
    const { selectionStart, selectionEnd } = field;
    field.value = shown;
    // Persian digits are one UTF-16 unit each, as Latin ones are: the caret's place is the same.
    if (selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
  }
  return shown;
}
