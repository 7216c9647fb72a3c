import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/**
 * Toasts of the app (position and duration are set once on <Notifications> in app/App.tsx).
 * Always use these rather than `notifications.show` so the close button has an accessible name.
 */
export function toast(data: NotificationData): string {
  return notifications.show({
    ...data,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close'), ...data.closeButtonProps },
  });
}

export function toastSuccess(message: ReactNode, title?: ReactNode): string {
  return toast({ color: 'green', icon: <IconCheck size={18} />, message, title });
}

export function toastError(message: ReactNode, title?: ReactNode): string {
  return toast({ color: 'red', icon: <IconAlertCircle size={18} />, message, title });
}
