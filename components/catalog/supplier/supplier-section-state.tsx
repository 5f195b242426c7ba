'use client';

import { useEffect } from 'react';
import { useSupplierStore } from '@/stores/supplier';

/**
 * Keeps the seed's `supplier.openSection` in step with the section the visitor opened (the HTML
 * does the opening itself), and a storefront opens on its first section, whatever was open on the
 * previous supplier.
 */
export function SupplierSectionState({ field }: { field: string }) {
  useEffect(() => {
    const { setOpenSection } = useSupplierStore.getState();
    const checked = document.querySelector<HTMLInputElement>(`input[name="${field}"]:checked`);
    setOpenSection(checked?.value ?? null);
    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.name === field && input.checked) setOpenSection(input.value);
    };
    document.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('change', onChange);
      setOpenSection(null);
    };
  }, [field]);
  return null;
}
