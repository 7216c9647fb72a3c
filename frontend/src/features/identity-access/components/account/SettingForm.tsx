import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ActionResult, ErrorCode } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodFormValidator } from '../../../../lib/form';
import { toastSuccess } from '../../../../lib/toast';
import { showServerError } from '../../form-errors';
import { useLanguage } from '../../../../ui/useLanguage';
import { FormError } from '../../../../ui/FormError';

/**
 * One card of the account screen: a form validated by its shared schema, saved by one call whose
 * answer is toasted; server problems at their field or in the card's alert. Used for the profile
 * and each security setting, so they all behave alike.
 */
export function SettingForm<Values extends Record<string, unknown>, Output>({
  id,
  title,
  description,
  schema,
  initialValues,
  save,
  fields,
  fieldOf,
  clearAfterSave = false,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  schema: z.ZodType<Output, Values>;
  initialValues: Values;
  save: (values: Output) => Promise<ActionResult>;
  fields: (form: UseFormReturnType<Values>) => ReactNode;
  /** Error codes shown at a field rather than in the alert (e.g. CURRENT_PASSWORD_INCORRECT). */
  fieldOf?: Partial<Record<ErrorCode, string>>;
  /** Empty the form after saving (secrets such as passwords). */
  clearAfterSave?: boolean;
}) {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues, validate: zodFormValidator(schema, t) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      const answer = await save(schema.parse(values));
      toastSuccess(answer.message);
      if (clearAfterSave) form.reset();
      else form.resetDirty();
    } catch (error) {
      setFailure(showServerError(form, error, language, fieldOf));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={`${id}-title`}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" mt={4}>
                {description}
              </Text>
            )}
          </div>
          {fields(form)}
          <FormError>{failure}</FormError>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
