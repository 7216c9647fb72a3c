import { SCREEN_PATHS } from '@bo/shared';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ErrorScreenProps {
  /** Large code shown above the title (404, 500 ...). */
  code?: number | string;
  title: string;
  description?: string;
  /** Show the 'Back to Home' button (links to '/'). */
  withHomeButton?: boolean;
}

/** Generic full-page error message with a 'Back to Home' button. */
export function ErrorScreen({ code, title, description, withHomeButton = true }: ErrorScreenProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih="60dvh" p="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        {code !== undefined && (
          <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} size="h2" data-testid="error-title">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        {withHomeButton && (
          <Button component={Link} to={SCREEN_PATHS.home} variant="filled">
            {t('errors.backToHome')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
