import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../status';

export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={statusColor(status)} variant="dot" data-status={status} data-testid={testId}>
      {t(`status.${status.toLowerCase()}`, { defaultValue: status })}
    </Badge>
  );
}
