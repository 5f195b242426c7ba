'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { countFaqVisit } from '@/api/content';

/** Counts a question as read when its answer is opened (what "most visited" ranks by); fire and forget. */
export function FaqVisitCounter({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      const id = Number(details.dataset.questionId);
      if (details.open && id) countFaqVisit(id).catch(() => undefined);
    };
    // `toggle` does not bubble: listen in the capture phase.
    el.addEventListener('toggle', onToggle, true);
    return () => el.removeEventListener('toggle', onToggle, true);
  }, []);
  return <div ref={root}>{children}</div>;
}
