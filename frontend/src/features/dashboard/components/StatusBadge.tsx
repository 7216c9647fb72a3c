import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../status';

export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    // Its whole word in a narrow column ('Active', not 'AC...'): the column grows instead.
    <Badge
      color={statusColor(status)}
      variant="dot"
      miw="max-content"
      style={{ overflow: 'visible' }}
      data-status={status}
      data-testid={testId}
    >
      {t(`status.${status.toLowerCase()}`, { defaultValue: status })}
    </Badge>
  );
}
