import { z } from './zod';

/** RFC 9457 problem document; `title` and `detail` are Persian and safe to show to a user. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    code: z.string().optional().openapi({ description: 'Stable key the site maps to its own text' }),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    errors: z
      .array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() }))
      .optional(),
    retryAfterSeconds: z.number().int().optional(),
    /** A refused transition: the state the object is in now. */
    currentState: z.string().optional(),
  })
  .openapi('Problem');

export type Problem = z.infer<typeof ProblemSchema>;
