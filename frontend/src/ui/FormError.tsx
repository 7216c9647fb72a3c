import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's failure as a whole (server refusal, network), announced to screen readers; nothing when empty. */
export function FormError({ children, ...props }: { children: ReactNode } & Omit<AlertProps, 'children'>) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error" {...props}>
      {children}
    </Alert>
  );
}
