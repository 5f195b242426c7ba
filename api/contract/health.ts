import { z } from './zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']).nullable(),
      reachable: z.boolean(),
      latencyMs: z.number().nullable(),
    }),
    uptimeSeconds: z.number(),
    version: z.string(),
  })
  .openapi('Health');

export type Health = z.infer<typeof HealthSchema>;
