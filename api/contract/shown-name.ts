import { z } from './zod';
import { DISGUISING_CONTROLS } from '../../lib/persian/normalize';
import { formatNumber } from '../../lib/persian/digits';

/** A text past its bound, in the API's words (server/http/validation.ts says the same). */
export const textTooLong = (max: number | bigint) => `بیش از ${formatNumber(max, { decimals: true })} نویسه نباید باشد`;

/**
 * Characters a text shows as nothing (zero-width joiners, word joiners, fillers such as U+3164, the
 * variation selectors), bar ZWNJ (نیم‌فاصله), a letter of Persian.
 */
const INVISIBLE = /(?!\u200C)\p{Default_Ignorable_Code_Point}/gu;

/**
 * Control characters (U+0000–U+001F, U+007F–U+009F: a tab, a line break, a bell) a title shows as
 * a box or nothing: each a space, as a tab or a line break between words would be.
 */
const CONTROL = /\p{Cc}/gu;

/** `text` without the controls that reorder or hide what is shown, one space between words, trimmed. */
export const cleanShownText = (text: string): string =>
  text.replace(DISGUISING_CONTROLS, '').replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

/** A letter or digit that shows: tatweel («ـ») stretches a word and is not one. */
const showsSomething = (text: string) => /[\p{L}\p{N}]/u.test(text.replace(/\u0640/g, ''));
const NEEDS_LETTER = 'دست‌کم یک حرف یا رقم بنویسید';

/**
 * A name or title others see: a storefront's, a product's, a person's, a page's. Direction and
 * invisible characters go (U+202E shows «مدیر» reversed; a name of U+200B alone shows nothing and
 * makes an empty address), and so do runs of spaces; what is left must show a letter or a digit
 * («۳۰۴», a grade of steel, is a product's name) and fit
 * `min`..`max`. ZWNJ (نیم‌فاصله) is a letter of Persian and stays. Long input is refused before
 * it is cleaned, in the words of `max`: the raw bound is the cleaning's room, not the field's.
 */
export const shownName = (min: number, max: number) =>
  z
    .string()
    .max(max * 2, { message: textTooLong(max) })
    .transform(cleanShownText)
    .pipe(z.string().min(min).max(max).refine(showsSomething, NEEDS_LETTER));

/** `shownName`, optional: blank (or only controls and spaces) becomes null. */
export const optionalShownName = (max: number) =>
  z
    .string()
    .max(max * 2, { message: textTooLong(max) })
    .nullish()
    .transform((v) => (v ? cleanShownText(v) : ''))
    .pipe(z.union([z.literal('').transform(() => null), z.string().max(max).refine(showsSomething, NEEDS_LETTER)]));
