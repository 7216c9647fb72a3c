import { type Health, healthSchema } from '@bo/shared';
import { api } from '../../lib/api';

/**
 * `GET /api/v1/health` (public), with the API's own schema from `@bo/shared`. Parsed leniently
 * (`catch`): a status this build does not know yet shows up as text instead of breaking the page.
 */
const healthResponseSchema = healthSchema.catch((ctx) => ctx.value as Health);
export type HealthResponse = Health;

/** How often the home page refreshes the health figures. */
export const HEALTH_POLL_MS = 30_000;

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Health'] }).injectEndpoints({
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
