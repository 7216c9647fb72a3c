import { type ActionResult, type ErrorCode, formatMessage, formatSuccess, type SuccessCode } from '@bo/shared';
import { requestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';

const language = () => requestContext.get()?.language ?? 'en';

/** The toast of a write: a success-catalogue code and its text in the caller's language. */
export function actionResult(code: SuccessCode, params: Record<string, unknown> = {}): ActionResult {
  return { code, message: formatSuccess(code, language(), params) };
}

/**
 * A business-rule refusal tied to one form field (a taken code, an unknown organization), with
 * the catalogue's status and VALIDATION_FAILED-shaped details, so the form marks that field.
 */
export function fieldError(code: ErrorCode, path: string, params: Record<string, unknown> = {}): AppError {
  return new AppError(code, params, { fields: [{ path, code, message: formatMessage(code, language(), params) }] });
}
