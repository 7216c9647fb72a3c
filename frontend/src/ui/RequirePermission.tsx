import type { ReactNode } from 'react';
import { useCan } from '../app/hooks';
import { NotAuthorizedPage } from './NotAuthorizedPage';

/**
 * Shows the screen only to users holding `permission`; others get the 401 page. The API refuses
 * them anyway: this saves a screen full of failed calls.
 */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const can = useCan();
  return can(permission) ? children : <NotAuthorizedPage />;
}
