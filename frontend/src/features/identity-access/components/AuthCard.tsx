import { SCREEN_PATHS } from '@bo/shared';
import type { FormEventHandler, ReactNode } from 'react';
import { Anchor, Box, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/FormError';

/**
 * Frame of the blank-layout screens (login, forgot password, reset password, first-time login):
 * the product name, a heading the page is labelled by, the screen's content and, with
 * `backToLogin`, a link back to the login page.
 */
export function AuthCard({
  title,
  subtitle,
  width = 420,
  backToLogin = false,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  width?: number;
  backToLogin?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={width} component="section" aria-labelledby="auth-title">
        <Stack gap="md">
          <Box>
            <Text c="brand" fw={700} size="sm" tt="uppercase">
              {t('common:app.title')}
            </Text>
            <Title order={1} size="h2" id="auth-title">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </Box>
          {children}
          {backToLogin && (
            <Anchor component={Link} to={SCREEN_PATHS.login} size="sm" ta="center">
              {t('identity-access:backToLogin')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * The form of an auth screen, labelled by the card's heading: its fields, the refusal that went
 * to no field and the full-width submit button.
 */
export function AuthForm({
  onSubmit,
  failure,
  loading,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  loading: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
      <Stack gap="md">
        {children}
        <FormError>{failure}</FormError>
        <Button type="submit" fullWidth loading={loading}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The line under an auth form that leads to the other way in: the question, then its link. */
export function AuthElsewhere({
  question,
  linkLabel,
  to,
  testId,
}: {
  question: string;
  linkLabel: string;
  to: string;
  testId: string;
}) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to} data-testid={testId}>
        {linkLabel}
      </Anchor>
    </Text>
  );
}
