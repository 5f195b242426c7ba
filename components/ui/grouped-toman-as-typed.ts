import type { ChangeEvent } from 'react';
import { groupTypedToman } from '@/lib/persian';
import { reshapedAsTyped } from './reshaped-as-typed';

/** A toman field's text grouped as it is typed («۳۴٬۵۰۰»), the caret kept after the same digit. */
export function groupedTomanAsTyped(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string {
  return reshapedAsTyped(event, groupTypedToman, /[0-9۰-۹٠-٩.٫]/);
}
