import { useCallback, useState, type ReactNode } from 'react';
import { Modal, type MantineSize } from '@mantine/core';

export interface DialogRequest {
  title: string;
  size?: MantineSize;
  /** The dialog's content; `close` closes it (after a save, say). */
  render: (close: () => void) => ReactNode;
}

/**
 * A dialog opened from a row action or a button: `const [openDialog, dialog] = useDialog()`, then
 * `openDialog({ title, render: (close) => ... })`. Render `dialog` once in the component.
 */
export function useDialog() {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  const dialog = (
    <Modal opened={request !== null} onClose={close} title={request?.title} size={request?.size ?? 'lg'} centered>
      {request?.render(close)}
    </Modal>
  );
  return [setRequest as (request: DialogRequest) => void, dialog, close] as const;
}
