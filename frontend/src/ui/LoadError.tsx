import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api';

/** A list or table that could not be loaded: the server's message and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('resource.loadFailed')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, t('resource.loadFailedText'))}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => onRetry()}>
          {t('resource.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
