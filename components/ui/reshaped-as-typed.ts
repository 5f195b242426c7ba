import type { ChangeEvent } from 'react';

/**
 * A number field's text reshaped as it is typed, the caret kept after the same digit: a separator
 * added or dropped before it, or a letter dropped, would otherwise move it, and React's setting of
 * the value puts it at the end under a thumb correcting a digit in the middle. `kept` matches one
 * character `reshape` keeps (digits and the decimal marks it takes), in the text before and after.
 */
export function reshapedAsTyped(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, reshape: (typed: string) => string, kept: RegExp): string {
  const isKept = (c: string) => kept.test(c);
  const field = event.target;
  // A phone keyboard composing owns the text until it is done (persian-digits-as-typed.ts).
  if ((event.nativeEvent as InputEvent).isComposing) return field.value;
  const typed = field.value;
  const shown = reshape(typed);
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
