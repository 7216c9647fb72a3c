/**
 * Messages the server pushes over the live channel (socket.io). The web app maps each to
 * RTK Query tag invalidations and toasts. Only committed events are ever pushed.
 */
export interface SocketEventMap {
  /** A new notification for the signed-in user (or their room). */
  notification: { id: string; title: string; body?: string; link?: string; at: string };
  /** A domain event relevant to the receiver's rooms; `type` is the event type. */
  'domain-event': { type: string; streamId: string; eventId: string; data: unknown; at: string };
  /**
   * A new organization sign-up, pushed to `organizations.approve` holders. The web app words the
   * notification itself (both languages) and invalidates the pending list.
   */
  'organization-applied': {
    organizationId: string;
    organizationName: string;
    email: string;
    organizationType: string;
    eventId: string;
    at: string;
  };
  /** A new top-up request, pushed to `credit.approve` holders (amount in minor units). */
  'credit-top-up-requested': {
    topUpId: string;
    organizationId: string;
    currency: string;
    amount: number;
    eventId: string;
    at: string;
  };
  /**
   * A top-up was decided, pushed to the organization's room: `messageCode` is TOP_UP_SUCCESSFUL
   * (success catalogue: 'Top up successful') or TOP_UP_ERROR (error catalogue: 'Top Up Error').
   */
  'credit-top-up-decided': {
    topUpId: string;
    organizationId: string;
    currency: string;
    amount: number;
    status: 'VERIFY' | 'REJECT';
    reason: string | null;
    messageCode: 'TOP_UP_SUCCESSFUL' | 'TOP_UP_ERROR';
    eventId: string;
    at: string;
  };
}
export type SocketEventName = keyof SocketEventMap;

/**
 * Room names: one per organization, one per permission, one per user, and one per permission for
 * the provider's staff only (users without an organization): pushes about every organization's
 * records go there, so an agency user whose role holds the same permission never receives them.
 */
export const rooms = {
  organization: (organizationId: string) => `org:${organizationId}`,
  permission: (permission: string) => `perm:${permission}`,
  staffPermission: (permission: string) => `staff-perm:${permission}`,
  user: (userId: string) => `user:${userId}`,
};
