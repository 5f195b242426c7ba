import type { FieldErrors } from './use-api-form';
import type { RuleErrors } from './form-rules';

type Translate = (key: string) => string;

/** Rule keys → the Persian sentences of the `profileForms` namespace. */
export function translateErrors<V>(errors: RuleErrors<keyof V & string>, t: Translate): FieldErrors<V> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, t(key as string)]),
  ) as FieldErrors<V>;
}
