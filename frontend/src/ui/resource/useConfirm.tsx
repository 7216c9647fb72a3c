import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button (destructive actions). */
  danger?: boolean;
}

/**
 * A confirmation prompt as a promise: `if (await confirm({ title, message })) ...`. Render the
 * returned element once in the component. Answers false when closed without choosing.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <Modal opened={options !== null} onClose={() => answer(false)} title={options?.title} centered data-testid="confirm-dialog">
      <Stack gap="lg">
        <Text>{options?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => answer(false)} data-testid="confirm-cancel">
            {options?.cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button
            color={options?.danger ? 'red' : undefined}
            onClick={() => answer(true)}
            data-testid="confirm-ok"
            data-autofocus
          >
            {options?.confirmLabel ?? t('actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return [confirm, dialog] as const;
}
