import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The small "back to …" link above a record's page (a list, the booking). */
export function BackLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" data-testid={testId}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {label}
      </Group>
    </Anchor>
  );
}
