import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { type ErrorCode, SCREEN_PATHS } from '@bo/shared';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../lib/toast';
import { useLanguage } from '../../../ui/useLanguage';
import { showServerError } from '../form-errors';

/**
 * The submit of a form reached through an e-mailed link: `send` the values; done -> its message as
 * a toast and /login. A refusal `linkRefused` takes (returns true: the link itself is no longer
 * good) is left to it; any other goes to its field (`fieldOf`) or is returned as `failure`.
 */
export function useLinkFormSubmit<Values>(
  form: UseFormReturnType<Values>,
  send: (values: Values) => Promise<{ message: string }>,
  linkRefused: (error: unknown) => boolean,
  fieldOf?: Partial<Record<ErrorCode, string>>,
) {
  const language = useLanguage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await send(values);
      toastSuccess(answer.message);
      navigate(SCREEN_PATHS.login, { replace: true });
    } catch (error) {
      if (!linkRefused(error)) setFailure(showServerError(form, error, language, fieldOf));
    }
  });
  return { submit, failure };
}
