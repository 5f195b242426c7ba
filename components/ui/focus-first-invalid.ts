/**
 * What a form marks as wrong: a field (not MUI's hidden native input behind a select), a date
 * picker's section, a field group or a rich-text editor, or the form's own error.
 */
const INVALID = '[aria-invalid="true"]:not([aria-hidden="true"]), .Mui-error [role="spinbutton"], [data-invalid] input, [data-invalid] [contenteditable="true"], [data-form-error]';

/**
 * Puts the focus on the first thing a form marks as wrong, once its errors have rendered: on a phone
 * the first error may be above the screen while the focus is still on «ذخیره», and a screen reader
 * hears nothing of it.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>(INVALID)?.focus();
}
