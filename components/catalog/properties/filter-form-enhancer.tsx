'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import { useCategoryStore } from '@/stores/category';
import { canonicalPropertyQuery, selectionFromQuery } from './filter-state';

type Props = {
  formId: string;
  /** The category's filterable properties: what the form's fields mean. */
  properties: CategoryProperty[];
};

/**
 * Once the page's scripts run, the filter form (property-filter-form.tsx) is sent inside the app
 * straight to its canonical URL, without reloading the page or a redirect, and the seed's
 * `changedCategoryPropertiesFilter` records the visitor's change.
 */
export function FilterFormEnhancer({ formId, properties }: Props) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const sent = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') sent.append(name, value);
      const query = canonicalPropertyQuery(sent, properties) ?? sent;
      useCategoryStore.getState().setSelectedCategoryProperties(selectionFromQuery(query, properties));
      const text = query.toString();
      const path = new URL(form.action).pathname;
      router.push(text ? `${path}?${text}` : path);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [formId, properties, router]);
  return null;
}
