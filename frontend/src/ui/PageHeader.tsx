import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

/** A screen's title (test id page-title), its one-line description and the buttons beside them. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2" data-testid="page-title">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
