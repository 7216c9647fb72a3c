import { Badge } from '@mantine/core';

export type StatusTone = 'success' | 'error' | 'primary';

const COLORS: Record<StatusTone, string> = { success: 'green', error: 'red', primary: 'brand' };

/**
 * A status shown as a chip; the tone follows the spec's rule for status chips (section 4). A chip
 * keeps its whole label (a narrow column grows or scrolls instead of showing 'APPRO...').
 */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Badge color={COLORS[tone]} variant="light" radius="sm" data-tone={tone} miw="max-content" style={{ overflow: 'visible' }}>
      {label}
    </Badge>
  );
}
