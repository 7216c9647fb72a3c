import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A form's buttons, at its end on the right: 'Cancel' back to `cancelTo` (none without it) and the
 * submit button (test id `form-submit`), busy while `submitting`. ResourceForm's, and a screen's
 * own form laid out with useSchemaForm.
 */
export function FormButtons({
  submitLabel,
  submitting,
  cancelTo,
}: {
  submitLabel: string;
  submitting: boolean;
  cancelTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {cancelTo && (
        <Button component={Link} to={cancelTo} variant="default">
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={submitting} data-testid="form-submit">
        {submitLabel}
      </Button>
    </Group>
  );
}
