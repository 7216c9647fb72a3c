import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/**
 * Toasts of the app (position, duration and how many show at once are set once on <Notifications>,
 * app/theme.ts TOAST_DEFAULTS; more wait their turn).
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

/** The live toast shown per kind of push, and the pushes it stands for. */
const liveToasts = new Map<string, { id: string; pushes: Set<string> }>();

/**
 * A server push as a toast. While a push of the same `kind` (its socket event) is still shown, the
 * next one updates that toast (its words, and 'and 2 more') instead of stacking another over the
 * page; a push delivered twice (same `id`) counts once. The bell lists every one.
 */
export function toastLive(kind: string, notice: { id: string; title: string; message: string }): string {
  const shown = liveToasts.get(kind);
  if (!shown) {
    const id = toast({ id: notice.id, title: notice.title, message: notice.message, onClose: () => liveToasts.delete(kind) });
    liveToasts.set(kind, { id, pushes: new Set([notice.id]) });
    return id;
  }
  shown.pushes.add(notice.id);
  const more = shown.pushes.size - 1;
  notifications.update({
    id: shown.id,
    title: notice.title,
    message: more > 0 ? `${notice.message} ${i18n.t('common:notifications.more', { count: more })}`.trim() : notice.message,
  });
  return shown.id;
}
