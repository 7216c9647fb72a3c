import { useEffect } from 'react';
import { shellMessage } from '../lib/shell-messages';
import { api } from '../lib/api';
import { liveNoticeEvents } from '../lib/live-notices';
import { tagsForDomainEvent } from '../lib/live-tags';
import { notificationReceived } from '../lib/notifications';
import { selectToken, sessionExpired } from '../lib/session';
import { connectSocket, disconnectSocket, subscribeSocketEvent, useSocketEvent } from '../lib/socket';
import { toastLive } from '../lib/toast';
import { currentLanguage } from '../ui/useLanguage';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Keeps the live channel in step with the session (connect after sign-in, disconnect on
 * sign-out) and turns server pushes into toasts and cache invalidations.
 */
export function LiveUpdates() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!token) return;
    // A refused token (expired or revoked) ends the session at once, even before any API call.
    const onUnauthenticated = () => dispatch(sessionExpired(shellMessage('SESSION_REVOKED', currentLanguage())));
    void connectSocket(token, { onUnauthenticated });
    return () => disconnectSocket();
  }, [token, dispatch]);

  useSocketEvent('notification', (notification) => {
    dispatch(notificationReceived(notification));
    toastLive('notification', { id: notification.id, title: notification.title, message: notification.body ?? '' });
  });

  useSocketEvent('domain-event', (event) => {
    const tags = tagsForDomainEvent(event);
    // Features' tag types are not the shell api's type (they add them as they load): matched by name.
    if (tags.length) dispatch(api.util.invalidateTags(tags as Parameters<typeof api.util.invalidateTags>[0]));
  });

  // Pushes features word themselves (lib/live-notices.ts): bell and toast (stale data follows domain events).
  useEffect(() => {
    const unsubscribes = liveNoticeEvents().map(([event, describe]) =>
      subscribeSocketEvent(event, (payload) => {
        void Promise.resolve(describe(payload)).then((notice) => {
          dispatch(notificationReceived(notice));
          toastLive(event, { id: notice.id, title: notice.title, message: notice.body ?? '' });
        });
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [dispatch]);

  return null;
}
