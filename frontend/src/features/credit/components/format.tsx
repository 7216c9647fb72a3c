import { Text } from '@mantine/core';
import { formatMinor } from '@bo/shared';
import { formatDate } from '../../../ui/dates';

/** Minor units as the screens show money: 'MYR 1,250.50'. */
export const money = (amount: number, currencyCode: string) => formatMinor(amount, currencyCode, { withCode: true });

/** A date and time on one line (a wrapped 'yyyy-MMM-dd HH:mm' reads badly in a narrow column). */
export function DateTime({ value }: { value: string | null }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, 'displayDateTime')}
    </Text>
  );
}
