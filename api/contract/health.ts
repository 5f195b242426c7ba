import { z } from './zod';

/** What anyone may know: the service answers, and its database does. */
export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'fail']),
    /** Only for operators (`Authorization: Bearer <OPERATOR_TOKEN>`). */
    details: z
      .object({
        database: z.object({
          kind: z.enum(['pglite', 'postgres']).nullable(),
          reachable: z.boolean(),
          latencyMs: z.number().nullable(),
        }),
        uptimeSeconds: z.number(),
        version: z.string(),
      })
      .optional(),
  })
  .openapi('Health');

export type Health = z.infer<typeof HealthSchema>;
export type HealthDetails = NonNullable<Health['details']>;
