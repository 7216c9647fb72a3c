import { Group, Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProfilePanelProps {
  title: ReactNode;
  /** On the title's right (a button, or nothing when the user may not): given at all, the title row is a group. */
  action?: ReactNode;
  gap?: MantineSpacing;
  /** Dialogs the panel opens, after its content. */
  dialogs?: ReactNode;
  children: ReactNode;
}

/** A bordered section of the organization profile: its title (a level-2 heading), an action beside it, its content. */
export function ProfilePanel({ title, action, gap = 'md', dialogs, children }: ProfilePanelProps) {
  const heading = (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="lg">
      <Stack gap={gap}>
        {action === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Stack>
      {dialogs}
    </Paper>
  );
}
