import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { problemResponse } from './problem';

type Issue = ZodError['issues'][number];

/** A Persian sentence for one failed rule; the field name goes alongside it. */
function persianMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'این مقدار لازم است' : 'نوع مقدار درست نیست';
    case 'invalid_value':
      return 'مقدار از گزینه‌های مجاز نیست';
    case 'too_small':
      return issue.origin === 'string' ? 'کوتاه‌تر از حد مجاز است' : 'کمتر از حد مجاز است';
    case 'too_big':
      return issue.origin === 'string' ? 'بلندتر از حد مجاز است' : 'بیشتر از حد مجاز است';
    case 'invalid_format':
      return 'قالب مقدار درست نیست';
    case 'unrecognized_keys':
      return 'فیلدهای ناشناخته فرستاده شده است';
    default:
      return issue.message && /[\u0600-\u06FF]/.test(issue.message)
        ? issue.message
        : 'مقدار معتبر نیست';
  }
}

export function validationErrors(error: ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: persianMessage(issue),
    code: issue.code,
  }));
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
