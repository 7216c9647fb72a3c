import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { catalogueCodeOf, fieldErrorSchema, formatMessage, issueParams } from '@bo/shared';
import { currentLanguage } from '../ui/useLanguage';
import { toApiError } from './api';

const fieldDetailsSchema = z.object({ fields: z.array(fieldErrorSchema) });

/**
 * Mantine form validation from a shared zod schema (the same one the API validates with),
 * with messages in the UI language: known issue kinds are translated from the `common`
 * namespace (`validation.*`), anything else keeps the schema's own message.
 */
export function zodFormValidator<S extends z.ZodType>(schema: S, t: TFunction) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      errors[path] = translateIssue(issue, t);
    }
    return errors;
  };
}

function translateIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  // Shared field builders put a catalogue code in `message` (shared/src/schemas/validation.ts):
  // show the catalogue's text in the UI language, so the form says exactly what the API would.
  const code = catalogueCodeOf(issue);
  if (code) return formatMessage(code, currentLanguage(), issueParams(issue));
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('common:validation.required');
      if (issue.origin === 'string') return t('common:validation.minLength', { count: Number(issue.minimum) });
      return issue.message;
    case 'too_big':
      if (issue.origin === 'string') return t('common:validation.maxLength', { count: Number(issue.maximum) });
      return issue.message;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t('common:validation.required');
      return issue.message;
    case 'invalid_format':
      if (issue.format === 'email') return t('common:validation.email');
      return issue.message;
    default:
      return issue.message;
  }
}

/**
 * Puts the field problems of an API error (`details.fields: [{ path, message }]`) on the form:
 * VALIDATION_FAILED, and business refusals about one field (EMAIL_TAKEN at `email`). Returns true
 * when at least one field error was shown.
 */
export function applyFieldErrors(form: { setFieldError: (path: string, error: string) => void }, error: unknown): boolean {
  const apiError = toApiError(error);
  if (!apiError) return false;
  const details = fieldDetailsSchema.safeParse(apiError.details);
  if (!details.success || details.data.fields.length === 0) return false;
  for (const field of details.data.fields) form.setFieldError(field.path, field.message);
  return true;
}

/** The props of a required form field: its asterisk, its `name` (for the browser and the tests), its value and error. */
export function requiredInput<P extends string, R extends object>(form: { getInputProps: (path: P) => R }, name: P) {
  return { withAsterisk: true, name, ...form.getInputProps(name) };
}
