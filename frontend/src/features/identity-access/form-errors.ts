import { formatMessage, type ErrorCode, type Language } from '@bo/shared';
import { toApiError } from '../../lib/api';
import { applyFieldErrors } from '../../lib/form';

interface FormLike {
  setFieldError: (path: string, error: string) => void;
}

/**
 * Shows a failed call where the user will look for it: VALIDATION_FAILED field problems and the
 * errors listed in `fieldOf` (e.g. OTP_INVALID -> 'otp') at their field; anything else is returned
 * for the form's alert, as the server's message or 'An error occurred during processing request.'
 * Returns null when everything went to a field.
 */
export function showServerError(
  form: FormLike,
  error: unknown,
  language: Language,
  fieldOf: Partial<Record<ErrorCode, string>> = {},
): string | null {
  if (applyFieldErrors(form, error)) return null;
  const apiError = toApiError(error);
  const field = apiError ? fieldOf[apiError.code as ErrorCode] : undefined;
  if (apiError && field) {
    form.setFieldError(field, apiError.message);
    return null;
  }
  return apiError?.message || formatMessage('REQUEST_PROCESSING_ERROR', language);
}

/**
 * Why an e-mailed link was refused: the server's message (expired, used, already activated), and
 * for a token too mangled to pass validation, the catalogue's 'invalid or expired link'.
 */
export function linkErrorMessage(error: unknown, language: Language): string {
  const apiError = toApiError(error);
  if (!apiError || apiError.code === 'VALIDATION_FAILED') {
    return formatMessage(apiError ? 'LINK_INVALID_OR_EXPIRED' : 'REQUEST_PROCESSING_ERROR', language);
  }
  return apiError.message;
}
