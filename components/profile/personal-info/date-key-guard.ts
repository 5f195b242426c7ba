import type { RefObject } from 'react';
import type { FieldRef, FieldSection } from '@mui/x-date-pickers/models';

/*
 * Given Persian digits, MUI X reads any key that is not one as the digit 0 (`removeLocalizedDigits`
 * drops it and `Number('')` is 0; its month names typed in letters were never reached either):
 * «/» made the month «۰۰» and, after the month, the day «۰۰», which published an impossible date
 * in the middle of typing «۱۴۰۵/۰۹/۲۸». So only digits reach the field, and a separator typed after
 * a digit moves to the next part, as a browser's own date input does.
 */

type DateFieldRef = RefObject<FieldRef<Date | null> | null>;

/** A key typed between a date's parts: a slash or backslash, dash, dot, comma, colon or space. */
const isSeparator = (text: string) => /^[\s/\\.,:٫٬،-]$/.test(text);
const isDigits = (text: string) => /^[0-9۰-۹٠-٩]+$/.test(text);

/** Puts a part back as the field shows it, selected, as MUI X does after a key it did not take. */
function revertSection(target: HTMLElement, section: FieldSection) {
  target.textContent = section.value || section.placeholder;
  const range = document.createRange();
  range.selectNodeContents(target);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Keeps every key but digits from the date field in `element`, and moves on at a separator typed
 * after a digit. A key is taken on `beforeinput` when the keyboard lets it be cancelled, otherwise
 * on `input`, once it is in the part. Returns what removes the listeners.
 */
export function guardDateKeys(element: HTMLElement, field: DateFieldRef): () => void {
  // Whether a digit went into the focused part since it was focused. A separator right after the
  // field moved on by itself («۱۴۰۵» then «/») must not move again: it would skip a part, and over
  // a date already there that part would keep its old value.
  let typedHere = false;

  /** Takes a key the field must not see, moving on first at a separator; false for digits. */
  function takeKey(text: string): boolean {
    const ref = field.current;
    if (!ref || text === '') return false;
    const index = ref.getActiveSectionIndex();
    if (isDigits(text)) {
      typedHere = index !== null;
      return false;
    }
    // Every part selected (Ctrl+A): one key goes to the first part; a whole date typed is parsed.
    // A key that cannot be cancelled is MUI X's own there (a letter still gives «۰۰۰۰»): putting
    // back the whole field's text as it does was not worth it for a mode phones hardly reach.
    if (index === null) return ref.isFieldFocused() && text.length === 1;
    const sections = ref.getSections();
    const partDone = typedHere && sections[index].value !== '';
    if (isSeparator(text) && partDone && index < sections.length - 1) ref.setSelectedSections(index + 1);
    return true;
  }

  const beforeInput = (event: InputEvent) => {
    if (!event.cancelable || event.inputType !== 'insertText' || event.data === null) return;
    if (takeKey(event.data)) event.preventDefault();
  };
  const input = (event: Event) => {
    const target = event.target as HTMLElement;
    const index = field.current?.getActiveSectionIndex();
    if (index == null || target !== document.activeElement) return;
    const section = field.current!.getSections()[index];
    if (!takeKey(target.textContent ?? '')) return;
    event.stopPropagation();
    revertSection(target, section);
  };
  const focusIn = () => {
    typedHere = false;
  };
  // Capture on the field's own element: after React's capture handlers at the root (which make
  // typed digits Latin), before the bubble phase in which React hands the event to MUI X.
  element.addEventListener('beforeinput', beforeInput, true);
  element.addEventListener('input', input, true);
  element.addEventListener('focusin', focusIn, true);
  return () => {
    element.removeEventListener('beforeinput', beforeInput, true);
    element.removeEventListener('input', input, true);
    element.removeEventListener('focusin', focusIn, true);
  };
}
