import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { RemoveRowButton } from '../../../ui/IconAction';

/**
 * A form's list of lines (a document's revenue or cost lines): each line a bordered card of its
 * fields with its live amount and a remove button, an add button under them, an optional empty
 * text and the list's own error. What a line holds is the caller's (`fields`, `amount`).
 */
export function EditableLines<Line>(props: {
  title: string;
  testId: string;
  lineTestId: string;
  lines: Line[];
  /** Columns of the fields' grid from medium screens up. */
  columns: number;
  fields: (line: Line, index: number) => ReactNode;
  /** The line's live amount (and anything under it), in the last cell. */
  amount: (line: Line, index: number) => ReactNode;
  amountLabel: string;
  removeLabel: (index: number) => string;
  removeTestId: string;
  /** The last line may not go (a document needs one revenue line). */
  keepOne?: boolean;
  onRemove: (index: number) => void;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  empty?: string;
  error?: ReactNode;
}) {
  const { lines } = props;
  return (
    <Stack gap="sm" data-testid={props.testId}>
      <Title order={2} size="h5">
        {props.title}
      </Title>
      {lines.length === 0 && props.empty && (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {lines.map((line, index) => (
        <Paper key={index} withBorder p="sm" data-testid={props.lineTestId}>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: props.columns }} spacing="sm" style={{ flex: 1 }}>
              {props.fields(line, index)}
              <Stack gap={0} justify="flex-end">
                <Text size="xs" c="dimmed">
                  {props.amountLabel}
                </Text>
                {props.amount(line, index)}
              </Stack>
            </SimpleGrid>
            <RemoveRowButton
              mt={24}
              label={props.removeLabel(index)}
              disabled={props.keepOne === true && lines.length === 1}
              onClick={() => props.onRemove(index)}
              testId={props.removeTestId}
            />
          </Group>
        </Paper>
      ))}
      {props.error && (
        <Text c="red" size="sm" role="alert">
          {props.error}
        </Text>
      )}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={props.onAdd} data-testid={props.addTestId}>
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
