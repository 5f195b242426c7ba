import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationErrors } from './validation';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return validationErrors(result.error).map(({ field, message }) => ({ field, message }));
};

describe('validation errors in Persian', () => {
  const schema = z.object({ name: z.string().trim().min(3).max(10), title: z.string().min(1), amount: z.number().int().min(1000).max(5000), tags: z.array(z.string()).max(2) });

  it('a missing value is asked for; a value of the wrong type is named as such', () => {
    expect(errorsOf(schema, { name: 'علی‌رضا', title: 'x', tags: [] })).toEqual([{ field: 'amount', message: 'این مقدار لازم است' }]);
    expect(errorsOf(schema, { name: 'علی‌رضا', title: 'x', amount: '2000', tags: [] })).toEqual([{ field: 'amount', message: 'نوع مقدار درست نیست' }]);
  });

  it('a bound names its limit in Persian digits; an empty required text is asked for', () => {
    expect(errorsOf(schema, { name: 'ab', title: '', amount: 99_999, tags: ['a', 'b', 'c'] })).toEqual([
      { field: 'name', message: 'دست‌کم ۳ نویسه بنویسید' },
      { field: 'title', message: 'این مقدار لازم است' },
      { field: 'amount', message: 'نباید بیشتر از ۵٬۰۰۰ باشد' },
      { field: 'tags', message: 'بیش از ۲ مورد نمی‌شود' },
    ]);
    expect(errorsOf(schema, { name: 'a'.repeat(11), title: 'x', amount: 10, tags: [] })).toEqual([
      { field: 'name', message: 'بیش از ۱۰ نویسه نباید باشد' },
      { field: 'amount', message: 'نباید کمتر از ۱٬۰۰۰ باشد' },
    ]);
  });

  it('the same failure of one field reported twice (two rules of one kind) is listed once', () => {
    const twice = z.object({ amount: z.number().min(1).min(10) });
    expect(twice.safeParse({ amount: 0 }).error?.issues).toHaveLength(2);
    expect(errorsOf(twice, { amount: 0 })).toEqual([{ field: 'amount', message: 'نباید کمتر از ۱ باشد' }]);
  });

  it("a pattern says what it wants in the schema's own Persian words, else that the format is wrong", () => {
    const links = z.object({ link: z.string().regex(/^\//, 'نشانی باید مسیری از همین سایت باشد، مانند /faq'), code: z.string().regex(/^[A-Z]+$/), price: z.string().includes('تومان') });
    expect(errorsOf(links, { link: 'https://evil.example/', code: 'x', price: '۱۰' })).toEqual([
      { field: 'link', message: 'نشانی باید مسیری از همین سایت باشد، مانند /faq' },
      { field: 'code', message: 'قالب مقدار درست نیست' },
      // zod's English message names the Persian word it wanted: still not a message of the schema's.
      { field: 'price', message: 'قالب مقدار درست نیست' },
    ]);
  });
});
