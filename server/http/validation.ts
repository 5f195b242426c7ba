import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { problemResponse } from './problem';
import { formatNumber } from '../../lib/persian/digits';
import { textTooLong } from '../../api/contract/shown-name';

type Issue = ZodError['issues'][number];

const bound = (value: number | bigint) => formatNumber(value, { decimals: true });

/**
 * The message a schema wrote for its rule, when it wrote one in Persian: it begins in Persian. (zod's
 * own English message may hold Persian letters the rule was given, as «includes('تومان')».)
 */
const persianOwn = (issue: Issue) => (issue.message && /^[\u0600-\u06FF«]/.test(issue.message) ? issue.message : undefined);

/** A Persian sentence for one failed rule, naming the limit; the field name goes alongside it. */
function persianMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod names what it received only in its own message.
      return issue.input === undefined && /received undefined/.test(issue.message) ? 'این مقدار لازم است' : 'نوع مقدار درست نیست';
    case 'invalid_value':
      return 'مقدار از گزینه‌های مجاز نیست';
    case 'too_small':
      // A bound the schema said in its own words (a price's in Toman, where the API counts Rial).
      if (persianOwn(issue)) return persianOwn(issue)!;
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'این مقدار لازم است' : `دست‌کم ${bound(issue.minimum)} نویسه بنویسید`;
      if (issue.origin === 'array') return `دست‌کم ${bound(issue.minimum)} مورد لازم است`;
      return issue.inclusive === false ? `باید بیشتر از ${bound(issue.minimum)} باشد` : `نباید کمتر از ${bound(issue.minimum)} باشد`;
    case 'too_big':
      if (persianOwn(issue)) return persianOwn(issue)!;
      if (issue.origin === 'string') return textTooLong(issue.maximum);
      if (issue.origin === 'array') return `بیش از ${bound(issue.maximum)} مورد نمی‌شود`;
      return issue.inclusive === false ? `باید کمتر از ${bound(issue.maximum)} باشد` : `نباید بیشتر از ${bound(issue.maximum)} باشد`;
    case 'invalid_format':
      // A pattern's own Persian message says what is wanted («… مانند /faq»); zod's says only the pattern.
      return persianOwn(issue) ?? 'قالب مقدار درست نیست';
    case 'not_multiple_of':
      return 'عدد درست نیست؛ رقم‌های اعشار بیش از حد مجاز است';
    case 'unrecognized_keys':
      return 'فیلدهای ناشناخته فرستاده شده است';
    default:
      return persianOwn(issue) ?? 'مقدار معتبر نیست';
  }
}

/** One error per field and rule: a union's branches report the same failure more than once. */
export function validationErrors(error: ZodError) {
  const seen = new Set<string>();
  return error.issues
    .map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: persianMessage(issue),
      code: issue.code,
    }))
    .filter((e) => {
      const key = `${e.field}|${e.code}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Every route's validation failure becomes one 400 problem document with per-field errors. */
export const validationHook = (
  result: { success: true } | { success: false; error: unknown },
  c: Context,
) => {
  if (!result.success) {
    return problemResponse(c, {
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: validationErrors(result.error as unknown as ZodError),
    });
  }
};
