import { toApiError } from '../../lib/api';

/**
 * Rethrows an API refusal about one field (its code mapped to the field's path in `fieldOfCode`)
 * as a field error (`details.fields`), so ResourceForm shows it at that field like a validation
 * failure. Anything else is rethrown as it came.
 */
export function refusalAtField(error: unknown, fieldOfCode: Record<string, string>): never {
  const apiError = toApiError(error);
  const path = apiError ? fieldOfCode[apiError.code] : undefined;
  if (!apiError || !path) throw error;
  throw {
    status: (error as { status?: unknown }).status,
    data: { ...apiError, details: { fields: [{ path, code: apiError.code, message: apiError.message }] } },
  };
}
