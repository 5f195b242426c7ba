/**
 * A field's text as a keyboard leaves it: the new text, the caret where the key was, then the
 * `input` event React listens for (the value set through the element's own setter, as a browser does).
 */
export function typeAs(input: HTMLInputElement, text: string, caret: number) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
