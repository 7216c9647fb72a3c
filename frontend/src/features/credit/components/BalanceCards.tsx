import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreditListQuery } from '../credit.api';
import { historyPath } from '../paths';
import { money } from '../../../ui/money';

const NAMESPACE = 'credit';
/** An organization holds an account per currency it works in: a handful, never a page's worth. */
const ACCOUNTS_QUERY = { pageSize: 50, curPageIndex: 1, sortKey: 'currencyCode', sortOrder: 'asc' as const };

/**
 * An agency user's available credit, one card per currency, with its parts (credit limit, posted
 * balance, held for bookings) and a link to the history. Refreshed live when a top-up is decided
 * (routes.tsx makes the balances stale).
 */
export function BalanceCards({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading } = useCreditListQuery(ACCOUNTS_QUERY);
  const accounts = (data?.items ?? []).filter((account) => account.organizationId === organizationId);

  if (isLoading) return <Skeleton height={96} />;
  if (accounts.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="no-accounts">
        {t('balance.none')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="balance-cards">
      {accounts.map((account) => (
        <Paper
          key={account.currencyCode}
          withBorder
          p="md"
          component="section"
          aria-label={t('balance.availableIn', { currency: account.currencyCode })}
          data-testid={`balance-${account.currencyCode}`}
          data-available={account.available}
        >
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('balance.availableIn', { currency: account.currencyCode })}
            </Text>
            <Text fz={28} fw={700} data-testid="balance-available">
              {money(account.available, account.currencyCode)}
            </Text>
            <Group gap="lg" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('fields.balance')}: {money(account.balance, account.currencyCode)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('fields.creditLimit')}: {money(account.creditLimit, account.currencyCode)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('fields.held')}: {money(account.held, account.currencyCode)}
              </Text>
            </Group>
            <Anchor
              component={Link}
              to={historyPath(organizationId, account.currencyCode)}
              size="sm"
              data-testid="balance-history-link"
            >
              {t('accounts.viewHistory')}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
