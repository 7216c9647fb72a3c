/**
 * Messages the server pushes over the live channel (socket.io). The web app maps each to
 * RTK Query tag invalidations and toasts. Only committed events are ever pushed.
 */
export interface SocketEventMap {
  /** A new notification for the signed-in user (or their room). */
  notification: { id: string; title: string; body?: string; link?: string; at: string };
  /** A domain event relevant to the receiver's rooms; `type` is the event type. */
  'domain-event': { type: string; streamId: string; eventId: string; data: unknown; at: string };
}
export type SocketEventName = keyof SocketEventMap;

/** Room names: one per organization, one per permission, one per user. */
export const rooms = {
  organization: (organizationId: string) => `org:${organizationId}`,
  permission: (permission: string) => `perm:${permission}`,
  user: (userId: string) => `user:${userId}`,
};
