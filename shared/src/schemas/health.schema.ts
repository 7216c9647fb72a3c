import { z } from 'zod';

/** `GET /api/v1/health`: the API answers it, the home page shows it. */
const checkSchema = z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().optional() });

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  checks: z.object({
    database: checkSchema,
    redis: checkSchema,
    workers: z.object({ status: z.enum(['up', 'down']), count: z.number().int() }),
    subscribers: z.array(
      z.object({
        name: z.string(),
        kind: z.string(),
        status: z.enum(['active', 'paused', 'rebuilding']),
        running: z.boolean(),
        lag: z.number().int(),
      }),
    ),
  }),
});
export type Health = z.infer<typeof healthSchema>;
