import { ActionIcon, Alert, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { formatMessage } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { HEALTH_POLL_MS, useHealthQuery, type HealthResponse } from '../dashboard.api';
import { StatusBadge } from './StatusBadge';
import { useLanguage } from '../../../ui/useLanguage';
import { DataTable } from '../../../ui/DataTable';
import { formatDate } from '../../../ui/dates';

function CheckRow({ label, status, detail, testId }: { label: string; status: string; detail?: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
      <StatusBadge status={status} testId={testId} />
    </Group>
  );
}

function HealthDetails({ health }: { health: HealthResponse }) {
  const { t } = useTranslation('dashboard');
  const { database, redis, workers, subscribers } = health.checks;
  return (
    <Stack gap="sm">
      <CheckRow
        label={t('health.database')}
        status={database.status}
        detail={database.latencyMs !== undefined ? t('health.latency', { ms: database.latencyMs }) : undefined}
        testId="health-database"
      />
      <CheckRow
        label={t('health.redis')}
        status={redis.status}
        detail={redis.latencyMs !== undefined ? t('health.latency', { ms: redis.latencyMs }) : undefined}
        testId="health-redis"
      />
      <CheckRow
        label={t('health.workers')}
        status={workers.status}
        detail={workers.count !== undefined ? t('health.workerCount', { count: workers.count }) : undefined}
        testId="health-workers"
      />
      <Text size="sm" fw={500} mt="xs">
        {t('health.subscribers')}
      </Text>
      {subscribers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('health.noSubscribers')}
        </Text>
      ) : (
        <DataTable
          rows={subscribers}
          rowKey={(subscriber) => subscriber.name}
          minWidth={360}
          withBorder={false}
          verticalSpacing={6}
          testId="health-subscribers"
          columns={[
            {
              key: 'name',
              header: t('health.subscriber'),
              render: (subscriber) => (
                <Text size="sm" ff="monospace">
                  {subscriber.name}
                </Text>
              ),
            },
            {
              key: 'kind',
              header: t('health.kind'),
              render: (subscriber) => (
                <Text size="sm" c="dimmed">
                  {subscriber.kind ? t(`health.kinds.${subscriber.kind}`, { defaultValue: subscriber.kind }) : '-'}
                </Text>
              ),
            },
            {
              key: 'status',
              header: t('health.status'),
              kind: 'status',
              render: (subscriber) => <StatusBadge status={subscriber.status} />,
            },
            { key: 'lag', header: t('health.lag'), align: 'right', render: (subscriber) => subscriber.lag ?? '-' },
          ]}
        />
      )}
    </Stack>
  );
}

/** System health from `GET /api/v1/health`, refreshed every 30 s and on demand. */
export function SystemHealthCard() {
  const { t } = useTranslation('dashboard');
  const { data, error, isLoading, isFetching, refetch, fulfilledTimeStamp } = useHealthQuery(undefined, {
    pollingInterval: HEALTH_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const language = useLanguage();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="health-title" aria-busy={isFetching}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm">
          <Title order={2} size="h4" id="health-title">
            {t('health.title')}
          </Title>
          {data && <StatusBadge status={data.status} testId="health-overall" />}
        </Group>
        <Tooltip label={t('health.refresh')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => void refetch()}
            loading={isFetching}
            aria-label={t('health.refresh')}
          >
            <IconRefresh size={18} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {isLoading && (
        <Stack gap="sm">
          <Skeleton height={24} />
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      )}
      {error && !data && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('health.unavailable')}>
          {errorMessage(error, formatMessage('SERVICE_UNAVAILABLE', language))}
        </Alert>
      )}
      {data && <HealthDetails health={data} />}
      {fulfilledTimeStamp && (
        <Text size="xs" c="dimmed" mt="md">
          {t('health.checkedAt', { time: formatDate(fulfilledTimeStamp, 'displayDateTime') })}
        </Text>
      )}
    </Card>
  );
}
