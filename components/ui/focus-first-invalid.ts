/**
 * What a form marks as wrong: a field (not MUI's hidden native input behind a select), a date
 * picker's section, a field group or a rich-text editor, or the form's own error.
 */
const INVALID_FIELD = '[aria-invalid="true"]:not([aria-hidden="true"]), .Mui-error [role="spinbutton"], [data-invalid] input, [data-invalid] [contenteditable="true"]';
const INVALID = `${INVALID_FIELD}, [data-form-error]`;

/**
 * Puts the focus on the first thing a form marks as wrong, once its errors have rendered: on a phone
 * the first error may be above the screen while the focus is still on «ذخیره», and a screen reader
 * hears nothing of it.
 */
export function focusFirstInvalid(form: HTMLElement | null, { fieldsFirst = false } = {}): void {
  // `fieldsFirst`: the form's own error above the fields is where the focus goes only when no field
  // can take it (the server named none, or one that shows its error without a field: pictures).
  const target = (fieldsFirst && form?.querySelector<HTMLElement>(INVALID_FIELD)) || form?.querySelector<HTMLElement>(INVALID);
  target?.focus();
}
