import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkButtonProps extends ButtonProps {
  /** The screen it opens (a react-router link: the browser's own open-in-new-tab works). */
  to: string;
  /** The icon before the label (`iconAfter`: after it). */
  icon?: ReactNode;
  iconAfter?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A button that opens another screen: a Mantine `Button` rendered as a react-router `Link`. */
export function LinkButton({ to, icon, iconAfter, testId, children, ...props }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} leftSection={icon} rightSection={iconAfter} data-testid={testId} {...props}>
      {children}
    </Button>
  );
}
