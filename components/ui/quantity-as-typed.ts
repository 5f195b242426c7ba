import type { ChangeEvent } from 'react';
import { typedQuantity } from '@/lib/persian';
import { reshapedAsTyped } from './reshaped-as-typed';

/** A quantity field's text as it is typed: Persian digits and one «٫», nothing else (`typedQuantity`). */
export function quantityAsTyped(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string {
  return reshapedAsTyped(event, typedQuantity, /[0-9۰-۹٠-٩.٫/]/);
}
