import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@bo/shared';

/**
 * The API's error `{ code, message, details }` (shared apiErrorSchema) if the failure carried one.
 * Checked by hand, not with the zod schema: the login screen shows these, and its bundle
 * downloads neither zod nor RTK Query (bench/bundle).
 */
export function toApiError(error: FetchBaseQueryError | SerializedError | undefined | null | unknown): ApiError | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const { code, message, details } = data as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return details === undefined ? { code, message } : { code, message, details };
}

/** The server's message for a failed call, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return toApiError(error)?.message || fallback;
}
