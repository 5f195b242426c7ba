import { ProblemSchema } from '../../api/contract/problem';
import type { ZodType } from 'zod';

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

/** The JSON success response of a route, for `createRoute({ responses })`. */
export const jsonContent = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const problems = {
  400: problem('ورودی نامعتبر'),
  401: problem('بدون ورود'),
  403: problem('بدون اجازه'),
  404: problem('پیدا نشد'),
  429: problem('درخواست بیش از حد'),
  500: problem('خطای سرور'),
  501: problem('پیاده‌سازی نشده'),
} as const;
