import { z } from './zod';
import { DISGUISING_CONTROLS } from '../../lib/persian/normalize';

/** `text` without the controls that reorder or hide what is shown, one space between words, trimmed. */
export const cleanShownText = (text: string): string => text.replace(DISGUISING_CONTROLS, '').replace(/\s+/g, ' ').trim();

const HAS_LETTER = /\p{L}/u;
const NEEDS_LETTER = 'دست‌کم یک حرف بنویسید';

/**
 * A name or title others see: a storefront's, a product's, a person's, a page's. Direction and
 * zero-width controls go (U+202E shows «مدیر» reversed; a name of U+200B alone shows nothing and
 * makes an empty address), and so do runs of spaces; what is left must hold a letter and fit
 * `min`..`max`. ZWNJ (نیم‌فاصله) is a letter of Persian and stays. Long input is refused before
 * it is cleaned.
 */
export const shownName = (min: number, max: number) =>
  z
    .string()
    .max(max * 2)
    .transform(cleanShownText)
    .pipe(z.string().min(min).max(max).refine((v) => HAS_LETTER.test(v), NEEDS_LETTER));

/** `shownName`, optional: blank (or only controls and spaces) becomes null. */
export const optionalShownName = (max: number) =>
  z
    .string()
    .max(max * 2)
    .nullish()
    .transform((v) => (v ? cleanShownText(v) : ''))
    .pipe(z.union([z.literal('').transform(() => null), z.string().max(max).refine((v) => HAS_LETTER.test(v), NEEDS_LETTER)]));
