'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import { notify } from '@/components/ui/notifications';
import { persianDigitsAsTyped } from '@/components/ui/persian-digits-as-typed';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

type Options<V, R> = {
  initial: V;
  /** Client-side rules; the same messages the API would give, so a round trip is rarely needed. */
  validate: (values: V) => FieldErrors<V>;
  submit: (values: V) => Promise<R>;
  onSuccess?: (result: R, values: V) => void;
};

/**
 * State of a form that saves through the API: values survive a failed submit, the API's per-field
 * Persian errors land next to their fields, the first invalid field takes the focus, and the
 * submit is disabled while sending.
 */
export function useApiForm<V extends Record<string, unknown>, R>({ initial, validate, submit, onSuccess }: Options<V, R>) {
  // A callback ref kept in state: the form element is only read in handlers, never while rendering.
  const [formElement, attachForm] = useState<HTMLFormElement | null>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const focusFirstError = () =>
    requestAnimationFrame(() => focusFirstInvalid(formElement));

  function setValue<K extends keyof V & string>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }

  async function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (pending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setFormError(null);
      focusFirstError();
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      const result = await submit(values);
      onSuccess?.(result, values);
    } catch (error) {
      if (isApiError(error) && !error.aborted) {
        const known = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => field in values));
        setErrors(known as FieldErrors<V>);
        setFormError(error.detail || error.title);
        if (Object.keys(known).length > 0) focusFirstError();
      } else if (!isApiError(error)) {
        notify.apiError(error);
      }
    } finally {
      setPending(false);
    }
  }

  return { attachForm, values, setValue, setValues, errors, formError, pending, handleSubmit };
}

/** How a field takes what is typed: `digits` shows digits typed on a Latin keyboard in Persian (codes, phones). */
export type FieldKind = { digits?: boolean };

/** Props that tie a MUI TextField to one field of the form. */
export function fieldProps<V extends Record<string, unknown>, K extends keyof V & string>(
  form: { values: V; errors: FieldErrors<V>; setValue: (key: K, value: V[K]) => void },
  key: K,
  helper?: string,
  kind: FieldKind = {},
) {
  const error = form.errors[key];
  return {
    name: key,
    value: (form.values[key] ?? '') as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setValue(key, (kind.digits ? persianDigitsAsTyped(event) : event.target.value) as V[K]),
    error: Boolean(error),
    helperText: error ?? helper,
  };
}
