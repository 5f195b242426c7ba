'use client';

import { useEffect } from 'react';
import { useSupplierStore } from '@/stores/supplier';

/** Past this share of the screen's height, the tabs' panel begins out of sight. */
const LOW_ON_SCREEN = 0.6;

/**
 * A section opened from tabs low on a phone's screen opened below it, and the tap seemed to do
 * nothing: the tabs are brought up under the header, so what opened is in view.
 */
function bringOpenedIntoView(input: HTMLInputElement) {
  const tabs = input.closest('[role="radiogroup"]');
  if (!tabs || tabs.getBoundingClientRect().bottom < window.innerHeight * LOW_ON_SCREEN) return;
  const header = document.querySelector('header');
  const under = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: tabs.getBoundingClientRect().top - under - 8, behavior: still ? 'auto' : 'smooth' });
}

/**
 * Keeps the seed's `supplier.openSection` in step with the section the visitor opened (the HTML
 * does the opening itself), and a storefront opens on its first section, whatever was open on the
 * previous supplier.
 */
export function SupplierSectionState({ field }: { field: string }) {
  useEffect(() => {
    const { setOpenSection } = useSupplierStore.getState();
    const radios = document.querySelectorAll<HTMLInputElement>(`input[name="${field}"]`);
    const checked = document.querySelector<HTMLInputElement>(`input[name="${field}"]:checked`);
    setOpenSection(checked?.value ?? null);
    // The tap that woke the page opened its section before React was here to see it.
    if (checked && checked !== radios[0]) bringOpenedIntoView(checked);
    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.name !== field || !input.checked) return;
      setOpenSection(input.value);
      bringOpenedIntoView(input);
    };
    document.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('change', onChange);
      setOpenSection(null);
    };
  }, [field]);
  return null;
}
