import { act, fireEvent } from '@testing-library/react';

/**
 * Each key as a browser types it into the focused element: `beforeinput` first and, unless that is
 * cancelled, the key put where the selection is then (over a selected part, or at the caret) and
 * `input`.
 */
export function typeKeys(text: string, { cancellable = true } = {}) {
  for (const key of text) {
    const before = new InputEvent('beforeinput', {
      inputType: 'insertText',
      data: key,
      bubbles: true,
      cancelable: cancellable,
    });
    let typedThrough = true;
    act(() => {
      typedThrough = document.activeElement!.dispatchEvent(before);
    });
    if (!typedThrough) continue;
    const element = document.activeElement!;
    const selection = window.getSelection()!;
    if (selection.rangeCount === 0 || !element.contains(selection.anchorNode)) {
      throw new Error(`no selection in the focused element to type «${key}» into`);
    }
    const range = selection.getRangeAt(0);
    range.deleteContents();
    range.insertNode(document.createTextNode(key));
    fireEvent.input(element);
  }
}
