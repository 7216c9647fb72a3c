import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SocketEventMap } from '@bo/shared';

/**
 * Notifications pushed over the live channel (`notification` socket events, see
 * app/LiveUpdates.tsx), newest first, for the bell in the header. Kept in memory only.
 */
export type LiveNotification = SocketEventMap['notification'] & { read: boolean };

export interface NotificationsState {
  items: LiveNotification[];
}

/** The bell keeps the latest ones only. */
export const MAX_NOTIFICATIONS = 50;

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationReceived(state, { payload }: PayloadAction<SocketEventMap['notification']>) {
      if (state.items.some((item) => item.id === payload.id)) return;
      state.items.unshift({ ...payload, read: false });
      state.items.length = Math.min(state.items.length, MAX_NOTIFICATIONS);
    },
    notificationRead(state, { payload }: PayloadAction<string>) {
      const item = state.items.find((candidate) => candidate.id === payload);
      if (item) item.read = true;
    },
    allNotificationsRead(state) {
      for (const item of state.items) item.read = true;
    },
    notificationsCleared() {
      return initialState;
    },
  },
});

export const { notificationReceived, notificationRead, allNotificationsRead, notificationsCleared } = notificationsSlice.actions;

export interface WithNotifications {
  notifications: NotificationsState;
}
export const selectNotifications = (state: WithNotifications) => state.notifications.items;
export const selectUnreadCount = (state: WithNotifications) => state.notifications.items.filter((item) => !item.read).length;
