import { useRef, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../lib/api';
import { applyFieldErrors, zodFormValidator } from '../lib/form';
import { FormError } from './FormError';
import { UnsavedChangesGuard } from './resource/UnsavedChangesGuard';

/**
 * A Mantine form validated with a shared zod schema (messages in the UI language), the parsed body
 * handed to `onSubmit`, server field errors at their field and other failures in `error`, and the
 * unsaved-changes guard (`guard`). `onSubmit` may answer a path to open once saved. ResourceForm
 * lays it out from a field list; a form whose layout is the screen's own (lists of rows, sections)
 * uses it directly.
 */
export function useSchemaForm<V extends Record<string, unknown>, S extends z.ZodType>(options: {
  schema: S | ((values: V) => S);
  initialValues: V;
  onSubmit: (body: z.output<S>, form: UseFormReturnType<V>) => Promise<string | void>;
  /** React to a change (e.g. clear the level when the role changes). */
  onValuesChange?: (values: V, previous: V, form: UseFormReturnType<V>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set once saved, so navigating to the next screen is not taken for leaving unsaved work. */
  const saved = useRef(false);
  const onValuesChange = useRef(options.onValuesChange);
  onValuesChange.current = options.onValuesChange;
  const schemaOf = (values: V): S => (typeof options.schema === 'function' ? options.schema(values) : options.schema);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values) => zodFormValidator(schemaOf(values), t)(values),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => onValuesChange.current?.(values, previous, form),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const next = await options.onSubmit(schemaOf(values).parse(values) as z.output<S>, form);
      saved.current = true;
      form.resetDirty(values);
      if (next) await navigate(next);
    } catch (error) {
      if (!applyFieldErrors(form, error)) setFailure(errorMessage(error, t('resource.saveFailed')));
    } finally {
      setSubmitting(false);
    }
  });
  return {
    form,
    submit,
    submitting,
    /** The failure that is no field's, above the buttons. */
    error: <FormError>{failure}</FormError>,
    guard: <UnsavedChangesGuard when={() => !saved.current && form.isDirty()} />,
  };
}
