import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder while a screen's code or strings load ('Loading, please be patient...'). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih={240} w="100%" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label ?? t('app.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
