import { Badge } from '@mantine/core';

export type StatusTone = 'success' | 'error' | 'primary';

const COLORS: Record<StatusTone, string> = { success: 'green', error: 'red', primary: 'brand' };

/** A status shown as a chip; the tone follows the spec's rule for status chips (section 4). */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Badge color={COLORS[tone]} variant="light" radius="sm" data-tone={tone}>
      {label}
    </Badge>
  );
}
