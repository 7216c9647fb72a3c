import { type ActionResult, formatSuccess, type SuccessCode } from '@bo/shared';
import { requestContext } from '../context/request-context';

/** The toast of a write: a success-catalogue code and its text in the caller's language. */
export function actionResult(code: SuccessCode, params: Record<string, unknown> = {}): ActionResult {
  return { code, message: formatSuccess(code, requestContext.get()?.language ?? 'en', params) };
}
