import type { ChangeEvent } from 'react';
import { groupTypedToman } from '@/lib/persian';

/** What grouping keeps of a typed text: digits, either script, and the decimal mark. */
const isKept = (c: string) => /[0-9۰-۹٠-٩.٫]/.test(c);

/**
 * A toman field's text grouped as it is typed («۳۴٬۵۰۰»), the caret kept after the same digit:
 * a separator added or dropped before it would otherwise move it, and React's setting of the value
 * puts it at the end under a thumb correcting a digit in the middle.
 */
export function groupedTomanAsTyped(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string {
  const field = event.target;
  // A phone keyboard composing owns the text until it is done (persian-digits-as-typed.ts).
  if ((event.nativeEvent as InputEvent).isComposing) return field.value;
  const typed = field.value;
  const shown = groupTypedToman(typed);
  if (shown === typed) return shown;
  const caret = field.selectionStart;
  field.value = shown;
  if (caret !== null) {
    const keptBefore = [...typed.slice(0, caret)].filter(isKept).length;
    let at = 0;
    for (let seen = 0; at < shown.length && seen < keptBefore; at++) if (isKept(shown[at])) seen++;
    field.setSelectionRange(at, at);
  }
  return shown;
}
