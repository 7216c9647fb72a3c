import { z } from 'zod';
import { api } from '../../lib/api';

/**
 * `GET /api/v1/health` (public). Parsed leniently: statuses are free strings so a new status
 * from the API shows up instead of breaking the page.
 * TODO(shared): move this schema to `@bo/shared` once the API owns it there.
 */
const checkSchema = z.object({ status: z.string(), latencyMs: z.number().optional() });
export const healthResponseSchema = z.object({
  status: z.string(),
  checks: z.object({
    database: checkSchema,
    redis: checkSchema,
    workers: checkSchema.extend({ count: z.number().optional() }),
    subscribers: z
      .array(
        z.object({ name: z.string(), kind: z.string().optional(), status: z.string(), lag: z.number().nullable().optional() }),
      )
      .default([]),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** How often the home page refreshes the health figures. */
export const HEALTH_POLL_MS = 30_000;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<HealthResponse, void>({
      // With the database down the API answers 503 with the same body: still show it.
      query: () => ({ url: 'health', validateStatus: (response) => response.status === 200 || response.status === 503 }),
      transformResponse: (response: unknown) => healthResponseSchema.parse(response),
      providesTags: ['Health'],
    }),
  }),
});

export const { useHealthQuery } = dashboardApi;
