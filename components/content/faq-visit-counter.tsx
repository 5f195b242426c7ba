'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { countFaqVisit } from '@/api/content';

/** Counts a question as read when its answer is first opened in a page view (what "most visited" ranks by); fire and forget. */
export function FaqVisitCounter({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // Once per question and page view, however its opening is heard (before React, after, or both).
    const counted = new Set<number>();
    const count = (details: HTMLDetailsElement) => {
      const id = Number(details.dataset.questionId);
      if (!details.open || !id || counted.has(id)) return;
      counted.add(id);
      countFaqVisit(id).catch(() => undefined);
    };
    // The page wakes on the visitor's first tap (ADR 5): a question that tap opened did so before
    // this listened, and counts now.
    el.querySelectorAll<HTMLDetailsElement>('details[open][data-question-id]').forEach(count);
    const onToggle = (event: Event) => count(event.target as HTMLDetailsElement);
    // `toggle` does not bubble: listen in the capture phase.
    el.addEventListener('toggle', onToggle, true);
    return () => el.removeEventListener('toggle', onToggle, true);
  }, []);
  return <div ref={root}>{children}</div>;
}
