'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_DRAFT_PREFIX } from './tab-drafts';

const storageKey = (key: string) => `${FORM_DRAFT_PREFIX}${key}`;

/** A draft with what the form started from when it was typed. */
type Kept<T> = { base: string; values: T };

function read<T>(key: string): Kept<T> | null {
  try {
    const kept = sessionStorage.getItem(storageKey(key));
    return kept === null ? null : (JSON.parse(kept) as Kept<T>);
  } catch {
    return null;
  }
}

/** Whether the tab keeps an unsaved draft under `key` (a folded form opens itself to show it). */
export function hasKeptDraft(key: string): boolean {
  return read(key) !== null;
}

function write<T>(key: string, kept: Kept<T> | null): void {
  try {
    if (kept === null) sessionStorage.removeItem(storageKey(key));
    else sessionStorage.setItem(storageKey(key), JSON.stringify(kept));
  } catch {
    // Private mode or full storage: the form keeps what is typed while it is open, as before.
  }
}



/**
 * What a long form holds and has not saved, kept in the tab (`sessionStorage`) as it is typed:
 * leaving for another screen and coming back, or a reload, brings it back, with `restored` set so
 * the form says so and offers to discard it. `saved` forgets it once the server has it. `base` is
 * what the form starts from (the saved object, or an empty form); a draft equal to it is not kept,
 * and one typed over another version of it (changed elsewhere since) is dropped: restoring it
 * would quietly undo that change on the next save.
 */
export function useKeptDraft<T>(key: string, values: T, setValues: (values: T) => void, base: T) {
  const [restored, setRestored] = useState(false);
  const baseText = JSON.stringify(base);
  // Read once the page is in the browser: the server's render has no draft.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const kept = read<T>(key);
    if (kept === null || kept.base !== baseText || JSON.stringify(kept.values) === baseText) return;
    // Read now, before the next effect stores the form as it starts; shown once this render is done.
    queueMicrotask(() => {
      setValues(kept.values);
      setRestored(true);
    });
  }, [key, baseText, setValues]);

  useEffect(() => {
    if (!started.current) return;
    const text = JSON.stringify(values);
    write(key, text === baseText ? null : { base: baseText, values });
  }, [key, values, baseText]);

  const discard = useCallback(() => {
    write(key, null);
    setValues(JSON.parse(baseText) as T);
    setRestored(false);
  }, [key, baseText, setValues]);

  const saved = useCallback(() => {
    write(key, null);
    setRestored(false);
  }, [key]);

  return { restored, discard, saved };
}
