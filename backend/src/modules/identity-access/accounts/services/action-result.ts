import { type ActionResult, type ErrorCode, type SuccessCode, formatMessage, formatSuccess } from '@bo/shared';
import { requestContext } from '../../../../core/context/request-context';
import { AppError } from '../../../../core/errors/app-error';

const language = () => requestContext.get()?.language ?? 'en';

/** The success answer of a write, its message in the caller's language. */
export function actionResult(code: SuccessCode, params: Record<string, unknown> = {}): ActionResult {
  return { code, message: formatSuccess(code, language(), params) };
}

/** A business-rule refusal tied to one form field, shaped like VALIDATION_FAILED details so the form can mark it. */
export function fieldError(code: ErrorCode, path: string): AppError {
  return new AppError(code, {}, { fields: [{ path, code, message: formatMessage(code, language()) }] });
}
